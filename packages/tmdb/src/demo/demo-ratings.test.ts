import { describe, expect, it } from 'vitest';
import { allPages, utc } from '../../test/demo-helpers';
import { US_MOVIE_RATINGS, US_TV_RATINGS } from '../shared/certifications';
import { createDemoCatalogue } from './demo-catalogue';

const NOW = utc(2025, 6, 15);
const catalogue = createDemoCatalogue({ now: () => NOW });
const HORROR = 27;
const FAMILY = 10751;

describe('demo age ratings', () => {
  it('rates every title on the US ladder of its media, leaning on its genres', async () => {
    const movies = await allPages((page) => catalogue.discover('movie', {}, page));
    const ratings = new Map<number, string | null>();
    for (const m of movies) ratings.set(m.id, await catalogue.certification('movie', m.id));
    expect([...ratings.values()].every((r) => (US_MOVIE_RATINGS as readonly unknown[]).includes(r))).toBe(
      true,
    );
    const share = (genre: number, rating: string) => {
      const rated = movies.filter((m) => m.genre_ids?.includes(genre)).map((m) => ratings.get(m.id));
      return rated.filter((r) => r === rating).length / rated.length;
    };
    expect(share(HORROR, 'R')).toBeGreaterThan(0.4);
    // Not decided by genre alone: some horror is rated PG, so an age limit still has to look.
    expect(share(HORROR, 'PG')).toBeGreaterThan(0);
    expect(share(FAMILY, 'R')).toBeLessThan(share(HORROR, 'R'));
    const shows = await allPages((page) => catalogue.discover('tv', {}, page));
    for (const s of shows.slice(0, 60))
      expect(US_TV_RATINGS as readonly unknown[]).toContain(await catalogue.certification('tv', s.id));
  });

  it('discovers movies up to a rating, the same ratings the titles report, and is stable per seed', async () => {
    const forKids = await allPages((page) => catalogue.discover('movie', { certificationMax: 'PG' }, page));
    expect(forKids.length).toBeGreaterThan(40);
    for (const m of forKids) expect(['G', 'PG']).toContain(await catalogue.certification('movie', m.id));
    const again = createDemoCatalogue({ now: () => NOW });
    expect(await again.certification('movie', forKids[0]!.id)).toBe(
      await catalogue.certification('movie', forKids[0]!.id),
    );
    await expect(catalogue.certification('tv', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
