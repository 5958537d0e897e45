import type { ReactNode } from 'react';

/** One part of the status page: a named region with its heading. */
export function StatusSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns on any width (phones included). */
export function Facts({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table of figures that scrolls sideways on a narrow screen; the named, focusable box lets a keyboard scroll it. */
export function FiguresTable({
  label,
  headings,
  children,
}: {
  label: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
    <section tabIndex={0} aria-label={label} className="mt-3 overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead className="text-muted">
          <tr>
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={`py-2 pe-4 font-medium ${index > 0 ? 'text-end' : 'text-start'}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">{children}</tbody>
      </table>
    </section>
  );
}
