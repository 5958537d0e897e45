import type { TitleDetail } from '@kinora/domain';
import { Link } from 'react-router';
import { AddToListSlot, MarkWatchedSlot, TitleRatingSlot } from '@/components/title-page-slots';
import { WatchLaterButton } from '@/components/watch-later-button';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { watchHref } from '@/lib/links';
import { useMovieDirectors } from '../api/title-queries';
import { hasImaxRelease, imaxSearchUrl, isReleased } from '../utils/release';
import { formatRuntime } from '../utils/runtime';
import { PeopleLine } from './people-line';
import { TitleDetailsGate } from './title-details-gate';
import { Fact } from './title-facts';
import { TitleHero } from './title-hero';
import { CastSection, SimilarSection, TitleSections } from './title-sections';
import { TrailerButton } from './trailer-button';
import { WhereToWatch } from './where-to-watch';

/** /movie?id&name (docs/product/title-pages.md). */
export function MovieDetailsPage({ id, name }: { id: number | undefined; name: string }) {
  return (
    <TitleDetailsGate media="movie" id={id} name={name}>
      {(movie, movieId) => <MovieDetails movie={movie} id={movieId} name={name} />}
    </TitleDetailsGate>
  );
}

function MovieDetails({ movie, id, name }: { movie: TitleDetail; id: number; name: string }) {
  const t = useT('title');
  const title = movie.title ?? name;
  return (
    <article>
      <TitleHero
        detail={movie}
        title={title}
        facts={
          <>
            <TitleRatingSlot media="movie" id={id} title={title} />
            <Fact label={t('releaseDateLabel')}>{formatDate(movie.release_date)}</Fact>
            {movie.runtime ? <Fact label={t('runtimeLabel')}>{formatRuntime(movie.runtime)}</Fact> : null}
          </>
        }
      >
        <MovieDirectors id={id} />
        <MovieActions movie={movie} title={title} />
      </TitleHero>
      <TitleSections>
        <WhereToWatch media="movie" id={id} />
        <CastSection media="movie" id={id} />
        <SimilarSection media="movie" id={id} />
      </TitleSections>
    </article>
  );
}

/** Play (released films only), List, Trailer and, for the IMAX director's films, the IMAX link. */
function MovieActions({ movie, title }: { movie: TitleDetail; title: string }) {
  const t = useT('title');
  const directors = useMovieDirectors(movie.id);
  const directorIds = directors.map((director) => director.id);
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {isReleased(movie.release_date) && (
        <Link to={watchHref({ id: movie.id, name: title })} className="btn-primary">
          <span aria-hidden="true">▶</span>
          {t('playButton')}
        </Link>
      )}
      <WatchLaterButton target={{ type: 'movie', id: movie.id }} label={t('listButton')} />
      <AddToListSlot target={{ type: 'movie', id: movie.id }} />
      <MarkWatchedSlot target={{ media_type: 'movie', id: movie.id }} name={title} />
      <TrailerButton media="movie" id={movie.id} title={title} />
      {hasImaxRelease(directorIds, movie.release_date) && (
        <a href={imaxSearchUrl(title)} target="_blank" rel="noopener noreferrer" className="btn-ghost">
          {t('imaxLink')}
          {/* The arrow points out of the page, toward the reading end. */}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ↗
          </span>
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      )}
    </div>
  );
}

/** The director link(s) to their person pages; nothing until the credits answer. */
function MovieDirectors({ id }: { id: number }) {
  const t = useT('title');
  const directors = useMovieDirectors(id);
  return <PeopleLine label={t('directorsLabel', { count: directors.length })} people={directors} />;
}
