import type { TitleDetail } from '@kinora/domain';
import { Link } from 'react-router';
import { WatchLaterButton } from '@/components/watch-later-button';
import { watchHref } from '@/lib/links';
import { useMovieDirectors } from '../hooks/use-movie-directors';
import { hasImaxRelease, imaxSearchUrl, isReleased } from '../utils/release';
import { PeopleLine } from './people-line';
import { TrailerButton } from './trailer-button';

/** Play (released films only), List, Trailer and, for the IMAX director's films, the IMAX link. */
export function MovieActions({ movie, title }: { movie: TitleDetail; title: string }) {
  const directors = useMovieDirectors(movie.id);
  const directorIds = directors.map((director) => director.id);
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {isReleased(movie.release_date) && (
        <Link to={watchHref({ id: movie.id, name: title })} className="btn-primary">
          <span aria-hidden="true">▶</span>
          Play
        </Link>
      )}
      <WatchLaterButton target={{ type: 'movie', id: movie.id }} label="List" />
      <TrailerButton media="movie" id={movie.id} title={title} />
      {hasImaxRelease(directorIds, movie.release_date) && (
        <a href={imaxSearchUrl(title)} target="_blank" rel="noopener noreferrer" className="btn-ghost">
          Find it in IMAX
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

/** The director link(s) to their person pages; nothing until the credits answer. */
export function MovieDirectors({ id }: { id: number }) {
  const directors = useMovieDirectors(id);
  return <PeopleLine label={directors.length > 1 ? 'Directors' : 'Director'} people={directors} />;
}
