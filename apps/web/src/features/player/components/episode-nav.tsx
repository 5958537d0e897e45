import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { watchHref } from '@/lib/links';
import { episodeNeighbours } from '../utils/episode-nav';
import type { EpisodeRequest } from '../utils/watch-request';

/**
 * Prev and Next to the neighbouring episodes of the same season. Their ‹ and › are bidi-mirrored signs: in a
 * right-to-left page they point the other way by themselves, as the links' order does.
 */
export function EpisodeNav({ id, name, episode }: { id: number; name: string; episode: EpisodeRequest }) {
  const t = useT('player');
  const { previous, next } = episodeNeighbours(episode.episode, episode.totalEpisodes);
  const hrefOf = (number: number) =>
    watchHref({ id, name, season: episode.season, episode: number, tepisodes: episode.totalEpisodes });
  return (
    <nav aria-label={t('episodesNav')} className="flex gap-2">
      {previous !== null && (
        <Link to={hrefOf(previous)} className="btn-ghost min-h-10 px-4">
          <span aria-hidden="true">‹</span>
          {t('previousEpisode')}
          <span className="sr-only"> {t('episodeNumber', { number: previous })}</span>
        </Link>
      )}
      {next !== null && (
        <Link to={hrefOf(next)} className="btn-ghost min-h-10 px-4">
          {t('nextEpisode')}
          <span className="sr-only"> {t('episodeNumber', { number: next })}</span>
          <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}
