import type { ReactNode } from 'react';
import { ageLabel, formatRating } from '@/lib/format';
import { useT } from '@/lib/i18n';

interface TitleFactsProps {
  adult: boolean | undefined;
  rating: number | undefined;
  /** Further facts in reading order: release date, runtime, season count... */
  children?: ReactNode;
}

/** The fact line under a title: age tag, rating to one decimal, then the page's own facts. */
export function TitleFacts({ adult, rating, children }: TitleFactsProps) {
  const t = useT('title');
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      <li>
        <span className="rounded border border-line bg-ink/60 px-1.5 py-0.5 text-xs font-semibold text-text">
          {ageLabel(adult)}
        </span>
      </li>
      <li>
        <span aria-hidden="true" className="text-accent">
          ★{' '}
        </span>
        <span className="sr-only">{t('ratingLabel')} </span>
        <span className="font-semibold text-text">{formatRating(rating)}</span>
      </li>
      {children}
    </ul>
  );
}

/** One labelled fact; the label is for screen readers, sighted people read it from the value's shape. */
export function Fact({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <li>
      {label && <span className="sr-only">{label} </span>}
      {children}
    </li>
  );
}
