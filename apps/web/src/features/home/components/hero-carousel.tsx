import { type CatalogueItem, HERO, type MediaType, titleOf } from '@kinora/domain';
import { type FocusEvent, type PointerEvent, useState } from 'react';

import { useHeroRotation } from '../hooks/use-hero-rotation';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { HeroBackdrop } from './hero-backdrop';
import { HeroControls } from './hero-controls';
import { HeroScrims } from './hero-frame';
import { HeroSlide } from './hero-slide';

interface HeroCarouselProps {
  items: readonly CatalogueItem[];
  media: MediaType;
}

const FADE_STYLE = { transitionDuration: `${HERO.FADE_MS}ms` };

/**
 * The rotating trending hero, filling the hero's box under its header. It holds still while the mouse is over it, while focus is inside it (someone is
 * reading or about to press View) and while paused by its button; the fade is skipped for reduced motion.
 */
export function HeroCarousel({ items, media }: HeroCarouselProps) {
  const [isPointerInside, setIsPointerInside] = useState(false);
  const [isFocusInside, setIsFocusInside] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const isMotionReduced = usePrefersReducedMotion();
  const isPaused = isPointerInside || isFocusInside || isPausedByUser;
  const rotation = useHeroRotation({ count: items.length, isPaused, isMotionReduced });
  const item = items[rotation.index]!;
  const fadeClasses = `motion-safe:transition-opacity ${rotation.isFading ? 'opacity-0' : 'opacity-100'}`;

  // Touch screens send pointerenter on a tap and no pointerleave, which would pause the hero for good.
  const onPointer = (isInside: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setIsPointerInside(isInside);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocusInside(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={media === 'movie' ? 'Trending movies' : 'Trending TV shows'}
      className="absolute inset-0"
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setIsFocusInside(true)}
      onBlur={onBlur}
    >
      <div className={`absolute inset-0 ${fadeClasses}`} style={FADE_STYLE}>
        <HeroBackdrop path={item.backdrop_path ?? item.poster_path} title={titleOf(item)} />
      </div>
      <HeroScrims />
      {/* Announced only while still: a rotating region that speaks every 12 s would drown out everything else. */}
      <div aria-live={isPaused ? 'polite' : 'off'}>
        <HeroSlide
          key={item.id}
          item={item}
          media={media}
          position={rotation.index + 1}
          count={items.length}
          className={fadeClasses}
        />
      </div>
      <HeroControls
        items={items}
        rotation={rotation}
        isPausedByUser={isPausedByUser}
        onTogglePause={() => setIsPausedByUser((paused) => !paused)}
      />
    </section>
  );
}
