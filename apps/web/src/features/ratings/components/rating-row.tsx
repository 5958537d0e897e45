import type { Rating } from '@kinora/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { formatDateTime } from '@/lib/format';
import { titleHref } from '@/lib/links';
import { useRemoveRating } from '../api/ratings-api';
import { Stars } from './stars';

const isEpisode = (rating: Rating): rating is Rating & { season: number; episode: number } =>
  rating.season !== undefined && rating.episode !== undefined;

/** One rating of "Your ratings": the picture and title (to the title's page), the stars, the review, Remove. */
export function RatingRow({ rating, eager }: { rating: Rating; eager: boolean }) {
  const remove = useRemoveRating();
  const href = titleHref(rating.type, rating.id, rating.title);
  const what = isEpisode(rating)
    ? `Season ${rating.season}, episode ${rating.episode}`
    : rating.type === 'movie'
      ? 'Movie'
      : 'TV Show';
  const name = isEpisode(rating) ? `${rating.title}, ${what.toLowerCase()}` : rating.title;
  return (
    <article className="flex gap-3 rounded-xl border border-line bg-surface p-3 sm:gap-4 sm:p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
        <CatalogueImage
          path={rating.image}
          alt=""
          eager={eager}
          fit={isEpisode(rating) ? 'contain' : 'cover'}
          className="aspect-[2/3] w-full rounded-lg"
        />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold break-words">
              <Link to={href} className="hover:text-accent">
                {rating.title}
              </Link>
            </h2>
            <p className="text-xs text-muted">{what}</p>
          </div>
          <button
            type="button"
            className="btn-ghost min-h-10 px-3 text-xs"
            disabled={remove.isPending}
            aria-label={`Remove your rating of ${name}`}
            onClick={() =>
              remove.mutate({
                type: rating.type,
                id: rating.id,
                season: rating.season,
                episode: rating.episode,
              })
            }
          >
            Remove
          </button>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Stars halfStars={rating.rating} />
          <span className="text-xs text-muted">
            <span className="sr-only">Rated on </span>
            {formatDateTime(rating.ratedAt)}
          </span>
        </p>
        {rating.review && <Review text={rating.review} isSpoiler={rating.spoiler} />}
        {remove.isError && (
          <p role="alert" className="text-sm text-danger">
            The rating could not be removed. Please try again.
          </p>
        )}
      </div>
    </article>
  );
}

/** A review as plain text (never HTML); one that gives the story away waits behind "Show spoiler". */
function Review({ text, isSpoiler }: { text: string; isSpoiler: boolean }) {
  const [isShown, setShown] = useState(!isSpoiler);
  if (!isShown) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        This review contains spoilers.
        <button type="button" className="link" onClick={() => setShown(true)}>
          Show spoiler
        </button>
      </p>
    );
  }
  return <p className="text-sm leading-relaxed whitespace-pre-line break-words text-text/90">{text}</p>;
}
