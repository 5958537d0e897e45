import { type CatalogueItem, titleOf } from '@kinora/domain';

import type { HeroRotation } from '../hooks/use-hero-rotation';

interface HeroControlsProps {
  items: readonly CatalogueItem[];
  rotation: HeroRotation;
  isPausedByUser: boolean;
  onTogglePause: () => void;
}

const CONTROL_CLASSES =
  'grid size-10 place-items-center rounded-full border border-line bg-ink/70 text-lg text-text backdrop-blur hover:border-accent/60';

/**
 * Previous / pause / next, and on wider screens one dot per title. All are buttons, so keyboard users can step
 * through the trending titles and stop the rotation (WCAG 2.2.2) as well as pointer users.
 */
export function HeroControls({ items, rotation, isPausedByUser, onTogglePause }: HeroControlsProps) {
  if (items.length < 2) return null;
  return (
    <div className="absolute right-4 bottom-5 z-20 flex items-center gap-2 sm:right-8 lg:right-12">
      <div className="mr-2 hidden items-center md:flex">
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            onClick={() => rotation.goTo(index)}
            aria-label={`Show ${titleOf(item)}`}
            aria-current={index === rotation.index ? 'true' : undefined}
            className="group grid h-6 w-4 place-items-center rounded-full"
          >
            <span
              className={`block h-1.5 rounded-full motion-safe:transition-all ${
                index === rotation.index ? 'w-3.5 bg-accent' : 'w-1.5 bg-text/40 group-hover:bg-text/80'
              }`}
            />
          </button>
        ))}
      </div>
      <span aria-hidden="true" className="mr-1 text-xs font-medium text-muted tabular-nums md:hidden">
        {rotation.index + 1} / {items.length}
      </span>
      <button
        type="button"
        onClick={rotation.previous}
        aria-label="Previous title"
        className={CONTROL_CLASSES}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        onClick={onTogglePause}
        aria-label={isPausedByUser ? 'Resume rotation' : 'Pause rotation'}
        className={`${CONTROL_CLASSES} text-sm`}
      >
        <span aria-hidden="true">{isPausedByUser ? '▶' : '❚❚'}</span>
      </button>
      <button type="button" onClick={rotation.next} aria-label="Next title" className={CONTROL_CLASSES}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
