import { type ReactNode, useId, useRef } from 'react';
import { arrowRow } from '@/lib/arrow-navigation';
import { isRightToLeft } from '@/lib/direction';
import { useT } from '@/lib/i18n';
import { scrollBehavior } from '@/lib/reduced-motion';

interface CarouselProps {
  title: string;
  children: ReactNode;
  /** Right of the title: a "See all" link, a switch... */
  action?: ReactNode;
}

/**
 * Room for a focused card's ring, which a scrolling box would otherwise cut: padding inside the row, taken back by
 * a negative margin (the cards keep their place), and a scroll padding so a snapped card stops inside it. A card
 * reached by the arrow keys scrolls into view with its row's heading above it (scroll margin).
 */
const FOCUS_ROOM = '-mx-2 -mt-2 px-2 pt-2 scroll-px-2 [&_[data-arrow-card]]:scroll-mt-14';

/**
 * A titled horizontal row. The arrow buttons scroll by exactly the visible width, so every press
 * shows a fresh page of cards; on touch screens the row simply swipes. Cards stay reachable by Tab, and the arrow
 * keys, Home and End move between them (lib/use-arrow-navigation.ts). Right to left the row starts at the right:
 * forward scrolls leftwards, and the buttons' ‹ › swap on their own (both are mirrored characters in Unicode).
 */
export function Carousel({ title, children, action }: CarouselProps) {
  const t = useT('common');
  const rowRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const scrollByPage = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const towardsEnd = isRightToLeft(row) ? -direction : direction;
    row.scrollBy({ left: towardsEnd * row.clientWidth, behavior: scrollBehavior() });
  };
  return (
    <section aria-labelledby={headingId} className="relative">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold sm:text-xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {action}
          <button
            type="button"
            className="btn-ghost hidden min-h-9 px-3 sm:inline-flex"
            onClick={() => scrollByPage(-1)}
            aria-label={t('carouselBack', { title })}
          >
            ‹
          </button>
          <button
            type="button"
            className="btn-ghost hidden min-h-9 px-3 sm:inline-flex"
            onClick={() => scrollByPage(1)}
            aria-label={t('carouselForward', { title })}
          >
            ›
          </button>
        </div>
      </div>
      <div
        {...arrowRow(title)}
        ref={rowRef}
        className={`relative grid snap-x snap-mandatory auto-cols-[38%] grid-flow-col gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin] sm:auto-cols-[23%] lg:auto-cols-[15.5%] [&>*]:snap-start ${FOCUS_ROOM}`}
      >
        {children}
      </div>
    </section>
  );
}
