import { type ReactNode, useId, useRef } from 'react';
import { scrollBehavior } from '@/lib/reduced-motion';

interface CarouselProps {
  title: string;
  children: ReactNode;
  /** Right of the title: a "See all" link, a switch... */
  action?: ReactNode;
}

/**
 * A titled horizontal row. The arrow buttons scroll by exactly the visible width, so every press
 * shows a fresh page of cards; on touch screens the row simply swipes. Cards stay reachable by Tab.
 */
export function Carousel({ title, children, action }: CarouselProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const scrollByPage = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth, behavior: scrollBehavior() });
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
            aria-label={`Scroll ${title} back`}
          >
            ‹
          </button>
          <button
            type="button"
            className="btn-ghost hidden min-h-9 px-3 sm:inline-flex"
            onClick={() => scrollByPage(1)}
            aria-label={`Scroll ${title} forward`}
          >
            ›
          </button>
        </div>
      </div>
      <div
        ref={rowRef}
        className="relative grid snap-x snap-mandatory auto-cols-[38%] grid-flow-col gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin] sm:auto-cols-[23%] lg:auto-cols-[15.5%] [&>*]:snap-start"
      >
        {children}
      </div>
    </section>
  );
}
