import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { useT } from '@/lib/i18n';

/**
 * The hero's reserved box: the same height whether it is loading, empty or showing a title, so nothing below it
 * moves when the data or the picture arrives.
 */
export const HERO_BOX_CLASSES =
  'relative isolate h-[68svh] min-h-[26rem] max-h-[52rem] w-full overflow-hidden';

/**
 * The header on the hero: the logo links to /, the content-type switch sits at the end (right, left in Arabic).
 * First in the box, so it comes first in the tab order; drawn above the picture by its z-index.
 * From the wide layout on, the sidebar shows the logo, so the hero leaves its own out (one logo per screen).
 */
export function HeroHeader({ action }: { action: ReactNode }) {
  const t = useT('common');
  return (
    <header className="absolute inset-x-0 top-0 z-20 flex items-center justify-between gap-3 px-4 pt-4 sm:px-8 lg:justify-end lg:px-12">
      <Link to="/" aria-label={t('kinoraHome')} className="shrink-0 rounded-md lg:hidden">
        <Logo className="h-7 w-auto text-text drop-shadow sm:h-8" />
      </Link>
      {action}
    </header>
  );
}

/** Darkens the picture where text sits (bottom and start side) and behind the header, whatever the picture. */
export function HeroScrims() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute inset-x-0 top-0 h-28 bg-linear-to-b from-ink/80 to-transparent" />
      <div className="absolute inset-0 bg-linear-to-r from-ink/85 via-ink/30 to-transparent rtl:bg-linear-to-l" />
      <div className="absolute inset-x-0 bottom-0 h-3/4 bg-linear-to-t from-ink via-ink/50 to-transparent" />
    </div>
  );
}

/** Fills the hero while its titles or its picture load; decorative, the hero's text says what is loading. */
export function HeroShimmer() {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-shimmer"
      className="absolute inset-0 bg-linear-to-br from-raised via-surface to-raised motion-safe:animate-pulse"
    />
  );
}
