import { Link } from 'react-router';
import { watchHref } from '@/lib/links';
import { episodeNeighbours } from '../utils/episode-nav';
import type { EpisodeRequest } from '../utils/watch-request';

/** Prev and Next to the neighbouring episodes of the same season. */
export function EpisodeNav({ id, name, episode }: { id: number; name: string; episode: EpisodeRequest }) {
  const { previous, next } = episodeNeighbours(episode.episode, episode.totalEpisodes);
  const hrefOf = (number: number) =>
    watchHref({ id, name, season: episode.season, episode: number, tepisodes: episode.totalEpisodes });
  return (
    <nav aria-label="Episodes" className="flex gap-2">
      {previous !== null && (
        <Link to={hrefOf(previous)} className="btn-ghost min-h-10 px-4">
          <span aria-hidden="true">‹</span>
          Prev
          <span className="sr-only"> (episode {previous})</span>
        </Link>
      )}
      {next !== null && (
        <Link to={hrefOf(next)} className="btn-ghost min-h-10 px-4">
          Next
          <span className="sr-only"> (episode {next})</span>
          <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}
