import type { ReactNode } from 'react';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold sm:text-2xl">
      {children}
    </h2>
  );
}
