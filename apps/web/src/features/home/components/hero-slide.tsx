import { type CatalogueItem, genreNames, HERO, type MediaType, titleOf } from '@kinora/domain';
import { Link } from 'react-router';
import { WatchLaterButton } from '@/components/watch-later-button';
import { formatRating, truncate } from '@/lib/format';
import { titleHref } from '@/lib/links';

interface HeroSlideProps {
  item: CatalogueItem;
  media: MediaType;
  position: number;
  count: number;
  className?: string;
}

/** One trending title's words and actions: name, rating, genres, overview (wide screens), View and WatchLater. */
export function HeroSlide({ item, media, position, count, className = '' }: HeroSlideProps) {
  const title = titleOf(item);
  const rating = formatRating(item.vote_average);
  const genres = genreNames(item.genre_ids ?? [], HERO.MAX_GENRES);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group, not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      className={`absolute inset-x-0 bottom-0 z-10 max-w-3xl px-4 pb-20 sm:px-8 sm:pb-20 lg:px-12 ${className}`}
    >
      <h2 className="line-clamp-2 text-3xl font-extrabold tracking-tight text-balance drop-shadow sm:text-5xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-accent">
          <span aria-hidden="true">★ </span>
          <span className="sr-only">Rating </span>
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
          View
        </Link>
        <WatchLaterButton
          target={{ type: media, id: item.id }}
          className="btn-ghost bg-ink/60 backdrop-blur"
        />
      </div>
    </div>
  );
}
