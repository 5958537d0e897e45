import type { Rating } from '@kinora/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useRemoveRating } from '../api/ratings-api';
import { Stars } from './stars';

const isEpisode = (rating: Rating): rating is Rating & { season: number; episode: number } =>
  rating.season !== undefined && rating.episode !== undefined;

/** One rating of "Your ratings": the picture and title (to the title's page), the stars, the review, Remove. */
export function RatingRow({ rating, eager }: { rating: Rating; eager: boolean }) {
  const t = useT('ratings');
  const remove = useRemoveRating();
  const href = titleHref(rating.type, rating.id, rating.title);
  const what = isEpisode(rating)
    ? t('kindEpisode', { season: rating.season, episode: rating.episode })
    : rating.type === 'movie'
      ? t('kindMovie')
      : t('kindShow');
  const name = isEpisode(rating)
    ? t('episodeSubject', { title: rating.title, season: rating.season, episode: rating.episode })
    : rating.title;
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
            aria-label={t('removeRatingOf', { subject: name })}
            onClick={() =>
              remove.mutate({
                type: rating.type,
                id: rating.id,
                season: rating.season,
                episode: rating.episode,
              })
            }
          >
            {t('removeButton')}
          </button>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Stars halfStars={rating.rating} />
          <span className="text-xs text-muted">
            <span className="sr-only">{t('ratedOn')} </span>
            {formatDateTime(rating.ratedAt)}
          </span>
        </p>
        {rating.review && <Review text={rating.review} isSpoiler={rating.spoiler} />}
        {remove.isError && (
          <p role="alert" className="text-sm text-danger">
            {t('removeFailed')}
          </p>
        )}
      </div>
    </article>
  );
}

/** A review as plain text (never HTML); one that gives the story away waits behind "Show spoiler". */
function Review({ text, isSpoiler }: { text: string; isSpoiler: boolean }) {
  const t = useT('ratings');
  const [isShown, setShown] = useState(!isSpoiler);
  if (!isShown) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        {t('spoilerWarning')}
        <button type="button" className="link" onClick={() => setShown(true)}>
          {t('showSpoiler')}
        </button>
      </p>
    );
  }
  return <p className="text-sm leading-relaxed whitespace-pre-line break-words text-text/90">{text}</p>;
}
