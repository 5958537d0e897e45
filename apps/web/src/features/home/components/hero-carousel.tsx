import { type CatalogueItem, HERO, IMAGE_SIZES, type MediaType, titleOf } from '@kinora/domain';
import { type FocusEvent, type PointerEvent, useState } from 'react';
import { Link } from 'react-router';
import { WatchLaterButton } from '@/components/watch-later-button';
import { formatNumber, formatRating, truncate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useImageUrl } from '@/lib/images';
import { titleHref } from '@/lib/links';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { type HeroRotation, useHeroRotation } from '../hooks/use-hero-rotation';
import { genreLabels } from '../utils/genre-labels';
import { HeroScrims, HeroShimmer } from './hero-frame';

interface HeroCarouselProps {
  items: readonly CatalogueItem[];
  media: MediaType;
}

const FADE_STYLE = { transitionDuration: `${HERO.FADE_MS}ms` };

/**
 * The rotating trending hero, filling the hero's box under its header. It holds still while the mouse is over it, while focus is inside it (someone is
 * reading or about to press View) and while paused by its button. For reduced motion it never advances by itself
 * (the arrows and dots still move it) and switches without the fade.
 */
export function HeroCarousel({ items, media }: HeroCarouselProps) {
  const t = useT('home');
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
      aria-roledescription={t('carouselRole')}
      aria-label={media === 'movie' ? t('trendingMovies') : t('trendingTv')}
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

interface HeroSlideProps {
  item: CatalogueItem;
  media: MediaType;
  position: number;
  count: number;
  className?: string;
}

/** One trending title's words and actions: name, rating, genres, overview (wide screens), View and WatchLater. */
function HeroSlide({ item, media, position, count, className = '' }: HeroSlideProps) {
  const t = useT('home');
  const title = titleOf(item);
  const rating = formatRating(item.vote_average);
  // A trending item carries genre ids only: named here in the page's language.
  const genres = genreLabels(item.genre_ids ?? [], HERO.MAX_GENRES);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group, not a form fieldset
    <div
      role="group"
      aria-roledescription={t('slideRole')}
      aria-label={t('slidePosition', { position: formatNumber(position), count: formatNumber(count) })}
      className={`absolute inset-x-0 bottom-0 z-10 max-w-3xl px-4 pb-20 sm:px-8 sm:pb-20 lg:px-12 ${className}`}
    >
      <h2 className="line-clamp-2 text-3xl font-extrabold tracking-tight text-balance drop-shadow sm:text-5xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-accent">
          <span aria-hidden="true">★ </span>
          <span className="sr-only">{`${t('rating')} `}</span>
          {rating}
        </span>
        {genres.map((genre) => (
          <span
            key={genre}
            className="rounded-full border border-line bg-ink/60 px-2.5 py-0.5 text-xs text-text"
          >
            {genre}
          </span>
        ))}
      </div>
      {item.overview && (
        // md is 768 px: HERO.OVERVIEW_MIN_WIDTH_PX. Phones get the title and actions only.
        <p className="mt-4 hidden max-w-2xl text-sm leading-relaxed text-text/85 md:block lg:text-base">
          {truncate(item.overview, HERO.OVERVIEW_MAX_CHARS)}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={titleHref(media, item.id, title)} className="btn-primary">
          {t('view')}
        </Link>
        <WatchLaterButton
          target={{ type: media, id: item.id }}
          className="btn-ghost bg-ink/60 backdrop-blur"
        />
      </div>
    </div>
  );
}

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
 * through the trending titles and stop the rotation (WCAG 2.2.2) as well as pointer users. They sit at the end
 * side; right to left, the ‹ › characters mirror themselves (Unicode's bidi mirroring), so Previous still points
 * back, to the right.
 */
function HeroControls({ items, rotation, isPausedByUser, onTogglePause }: HeroControlsProps) {
  const t = useT('home');
  if (items.length < 2) return null;
  return (
    <div className="absolute end-4 bottom-5 z-20 flex items-center gap-2 sm:end-8 lg:end-12">
      <div className="me-2 hidden items-center md:flex">
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            onClick={() => rotation.goTo(index)}
            aria-label={t('showTitle', { title: titleOf(item) })}
            aria-current={index === rotation.index ? 'true' : undefined}
            className="group grid size-6 place-items-center rounded-full"
          >
            <span
              className={`block h-1.5 rounded-full motion-safe:transition-all ${
                index === rotation.index ? 'w-3.5 bg-accent' : 'w-1.5 bg-text/40 group-hover:bg-text/80'
              }`}
            />
          </button>
        ))}
      </div>
      <span aria-hidden="true" className="me-1 text-xs font-medium text-muted tabular-nums md:hidden">
        {formatNumber(rotation.index + 1)} / {formatNumber(items.length)}
      </span>
      <button
        type="button"
        onClick={rotation.previous}
        aria-label={t('previousTitle')}
        className={CONTROL_CLASSES}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        onClick={onTogglePause}
        aria-label={isPausedByUser ? t('resumeRotation') : t('pauseRotation')}
        className={`${CONTROL_CLASSES} text-sm`}
      >
        <span aria-hidden="true">{isPausedByUser ? '▶' : '❚❚'}</span>
      </button>
      <button type="button" onClick={rotation.next} aria-label={t('nextTitle')} className={CONTROL_CLASSES}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

interface HeroBackdropProps {
  path: string | null | undefined;
  title: string;
}

/**
 * The hero picture in `original` size. It is the page's largest paint, so it loads eagerly at high priority and
 * is never hidden behind an opacity fade-in; a shimmer fills its box until it has loaded, and a plain panel
 * stands in when the title has no picture or it fails to load.
 */
function HeroBackdrop({ path, title }: HeroBackdropProps) {
  const t = useT('common');
  const url = useImageUrl()(path, IMAGE_SIZES.HERO);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!url || failedUrl === url) {
    return (
      <div
        role="img"
        aria-label={t('noImageLabel', { name: title })}
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-raised),var(--color-ink)_70%)]"
      />
    );
  }
  return (
    <>
      {loadedUrl !== url && <HeroShimmer />}
      <img
        // A new element per picture, so the shimmer (not the previous title's picture) shows while it loads.
        key={url}
        src={url}
        alt={title}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        onLoad={() => setLoadedUrl(url)}
        onError={() => setFailedUrl(url)}
        className="absolute inset-0 h-full w-full object-cover object-[center_20%]"
      />
    </>
  );
}
