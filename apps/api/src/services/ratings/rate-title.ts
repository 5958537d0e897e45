import { AppError, type SetRatingInput, starsText, type WatchTarget } from '@kinora/domain';
import { ratings } from '../../db/schema';
import type { Deps } from '../../deps';
import { lookupTargetRow } from '../shared/title-facts';
import { rateMany } from './rate-many';
import { isRatingOf, toRating } from './rating-rows';

const NOUN = { movie: 'movie', tv: 'show', episode: 'episode' } as const;

/** The thing rated, from a request: only a show has seasons and episodes, and an episode needs both. */
export function ratingTarget(input: Pick<SetRatingInput, 'type' | 'id' | 'season' | 'episode'>): WatchTarget {
  if (input.type !== 'tv' && (input.season !== undefined || input.episode !== undefined)) {
    throw new AppError('BAD_INPUT', 'Only TV shows have seasons and episodes');
  }
  if ((input.season === undefined) !== (input.episode === undefined)) {
    throw new AppError('BAD_INPUT', 'Give both season and episode (an episode rating), or neither');
  }
  return { type: input.type, id: input.id, season: input.season, episode: input.episode };
}

/**
 * Rates a movie, a whole show or one episode; rating again replaces the rating and its review. The title and
 * picture stored come from the catalogue (an unknown title or episode is NOT_FOUND, and nothing is stored).
 */
export async function rateTitle(deps: Deps, profileId: string, input: SetRatingInput) {
  const target = ratingTarget(input);
  const facts = await lookupTargetRow(deps, profileId, target);
  const written = await rateMany(deps, profileId, [
    {
      target,
      halfStars: input.rating,
      review: input.review,
      spoiler: input.spoiler,
      title: facts.title,
      image: facts.image,
    },
  ]);
  const [row] = await deps.db.select().from(ratings).where(isRatingOf(profileId, target));
  // Only a removal racing this very request gets here.
  if (!row) throw new AppError('CONFLICT', 'Your rating was removed meanwhile. Rate it again.');
  const noun = NOUN[target.season !== undefined ? 'episode' : target.type];
  const message =
    written.unchanged > 0
      ? `You already rated this ${noun} ${starsText(row.halfStars)}`
      : `You rated this ${noun} ${starsText(row.halfStars)}`;
  return { rating: toRating(row), message };
}
