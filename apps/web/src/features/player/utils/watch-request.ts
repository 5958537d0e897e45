import { wholeNumberParam } from '@/lib/query-params';

export interface EpisodeRequest {
  season: number;
  episode: number;
  /** The season's episode count, when the link carried it: Next stops there. */
  totalEpisodes: number | undefined;
}

/** What /watch was asked to play: a movie, or (with a season) one episode of a show. */
export interface WatchRequest {
  id: number;
  name: string;
  episode: EpisodeRequest | null;
}

/** Reads /watch?id&name[&season&episode&tepisodes]; null without a usable id ('No Movie/tv found'). */
export function readWatchRequest(params: URLSearchParams): WatchRequest | null {
  const id = wholeNumberParam(params.get('id'));
  if (id === undefined) return null;
  const name = params.get('name') ?? '';
  // Season 0 holds a show's specials, so it is a real season.
  const season = wholeNumberParam(params.get('season'), 0);
  if (season === undefined) return { id, name, episode: null };
  return {
    id,
    name,
    episode: {
      season,
      episode: wholeNumberParam(params.get('episode')) ?? 1,
      totalEpisodes: wholeNumberParam(params.get('tepisodes')),
    },
  };
}
