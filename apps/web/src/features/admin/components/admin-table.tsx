import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { Pager } from './pager';

type Page = { page: number; totalPages: number };

/**
 * An admin table of one page of rows, in its states: the error line, "Loading...", the empty line, or the table
 * under its headings with Prev/Next below.
 */
export function AdminTable<Data extends Page>({
  data,
  isError,
  rowCount,
  errorText,
  emptyText,
  headings,
  tableLabel,
  pagerLabel,
  onPage,
  children,
}: {
  data: Data | undefined;
  isError: boolean;
  rowCount: number;
  errorText: string;
  emptyText: string;
  headings: readonly string[];
  /** The name of the table's scrolling box, as a screen reader announces it. */
  tableLabel: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  /** The rows of the page: `<tr>` elements. */
  children: ReactNode;
}) {
  const t = useT('admin');
  if (isError) {
    return (
      <p role="alert" className="mt-4 text-danger">
        {errorText}
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="mt-4 text-muted">
        {t('loading')}
      </p>
    );
  }
  if (rowCount === 0) return <p className="mt-4 text-muted">{emptyText}</p>;
  return (
    <>
      {/* A narrow screen scrolls the table sideways; the focusable, named region lets a keyboard scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <section tabIndex={0} aria-label={tableLabel} className="mt-4 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="text-muted">
            <tr>
              {headings.map((heading, index) => (
                <th
                  key={heading}
                  className={`py-2 text-start font-medium ${index < headings.length - 1 ? 'pe-4' : ''}`}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </section>
      <Pager page={data.page} totalPages={data.totalPages} onPage={onPage} label={pagerLabel} />
    </>
  );
}
