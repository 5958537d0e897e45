import type { SeasonDetail, TitleDetail } from '@kinora/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMovieIds, allPages, allTvIds, utc } from '../../test/demo-helpers';
import { isoDay, isoDayFrom } from '../shared/dates';
import { createDemoCatalogue } from './demo-catalogue';

/**
 * Release and broadcast calendars follow the injected clock: on any day, now playing, upcoming, airing today
 * and on the air are non-empty and exactly right. Checked on two unrelated dates, and across midnight.
 */
const DATES = [utc(2024, 2, 29, 23), utc(2031, 11, 3, 1)];

describe.each(DATES)('calendar on %s', (now) => {
  const catalogue = createDemoCatalogue({ now: () => now });
  const today = isoDayFrom(now);
  const plus = (days: number) => isoDayFrom(now, days);

  it('now_playing holds exactly the movies released in the last 45 days', async () => {
    const listed = await allPages((p) => catalogue.movieList('now_playing', p));
    expect(listed.length).toBeGreaterThan(0);
    const movies = await Promise.all(allMovieIds().map((id) => catalogue.details('movie', id)));
    const expected = movies.filter(
      (m) => !m.adult && m.release_date! <= today && m.release_date! >= plus(-45),
    );
    expect(new Set(listed.map((m) => m.id))).toEqual(new Set(expected.map((m) => m.id)));
    const page = await catalogue.movieList('now_playing');
    expect(page).toMatchObject({ dates: { minimum: plus(-45), maximum: today } });
  });

  it('upcoming holds exactly the movies out in the next 60 days, dated in the future and not yet released', async () => {
    const listed = await allPages((p) => catalogue.movieList('upcoming', p));
    expect(listed.length).toBeGreaterThan(0);
    const movies = await Promise.all(allMovieIds().map((id) => catalogue.details('movie', id)));
    const expected = movies.filter((m) => !m.adult && m.release_date! > today && m.release_date! <= plus(60));
    expect(new Set(listed.map((m) => m.id))).toEqual(new Set(expected.map((m) => m.id)));
    for (const movie of movies.filter((m) => m.release_date! > today)) {
      expect(movie.status).not.toBe('Released');
      expect(movie.vote_count).toBe(0);
    }
    expect(movies.filter((m) => m.release_date! <= today).every((m) => m.status === 'Released')).toBe(true);
  });

  describe('TV', () => {
    let shows: TitleDetail[] = [];
    let latestSeasons: SeasonDetail[] = [];
    beforeAll(async () => {
      shows = await Promise.all(allTvIds().map((id) => catalogue.details('tv', id)));
      latestSeasons = await Promise.all(
        shows.map((show) => catalogue.season(show.id, show.seasons!.at(-1)!.season_number)),
      );
    });
    const airDates = (show: TitleDetail) =>
      latestSeasons[shows.indexOf(show)]!.episodes.map((e) => e.air_date ?? '');

    it('airing_today holds exactly the shows whose latest season has an episode today', async () => {
      const listed = await allPages((p) => catalogue.tvList('airing_today', p));
      expect(listed.length).toBeGreaterThan(0);
      const expected = shows.filter((show) => airDates(show).includes(today));
      expect(new Set(listed.map((s) => s.id))).toEqual(new Set(expected.map((s) => s.id)));
    });

    it('on_the_air holds exactly the shows with an episode in the next 7 days', async () => {
      const listed = await allPages((p) => catalogue.tvList('on_the_air', p));
      const expected = shows.filter((show) => airDates(show).some((d) => d >= today && d <= plus(7)));
      expect(listed.length).toBeGreaterThan(0);
      expect(new Set(listed.map((s) => s.id))).toEqual(new Set(expected.map((s) => s.id)));
    });

    it('dates first and last air dates and next episodes consistently', () => {
      for (const [index, show] of shows.entries()) {
        expect(show.first_air_date! <= latestSeasons[index]!.episodes[0]!.air_date!).toBe(true);
      }
      const lastAired = shows.flatMap((show) => (show.last_air_date ? [show.last_air_date] : []));
      const nextAiring = shows.flatMap((show) => {
        const next = show.next_episode_to_air as { air_date: string } | null;
        return next ? [next.air_date] : [];
      });
      // Both kinds exist on any day, so each rule below is checked on real shows.
      expect(lastAired.length).toBeGreaterThan(0);
      expect(nextAiring.length).toBeGreaterThan(0);
      expect(lastAired.filter((date) => date > today)).toEqual([]);
      expect(nextAiring.filter((date) => date <= today)).toEqual([]);
    });

    it('anime and K-drama on-air rows hold shows airing within a week either side', async () => {
      for (const kind of ['anime', 'kdrama'] as const) {
        const row = await allPages((p) => catalogue.browse(kind, 'tv', 'on-air', p));
        expect(row.length, kind).toBeGreaterThan(0);
        for (const item of row) {
          const show = shows.find((s) => s.id === item.id)!;
          const all = await Promise.all(show.seasons!.map((s) => catalogue.season(show.id, s.season_number)));
          const dates = all.flatMap((s) => s.episodes.map((e) => e.air_date ?? ''));
          expect(dates.some((d) => d >= plus(-7) && d <= plus(7))).toBe(true);
        }
      }
    });
  });

  it('anime and K-drama on-air movie rows hold releases of the last 60 days', async () => {
    for (const kind of ['anime', 'kdrama'] as const) {
      const row = await allPages((p) => catalogue.browse(kind, 'movie', 'on-air', p));
      expect(row.length, kind).toBeGreaterThan(0);
      expect(row.every((m) => m.release_date! <= today && m.release_date! >= plus(-60))).toBe(true);
    }
  });
});

describe('the day changes under a running catalogue', () => {
  it('moves lists when the clock passes midnight', async () => {
    let now = utc(2026, 4, 10, 23);
    const catalogue = createDemoCatalogue({ now: () => now });
    const before = await catalogue.tvList('airing_today');
    now += 2 * 60 * 60 * 1000;
    const after = await catalogue.tvList('airing_today');
    expect(isoDay(Math.floor(now / 86_400_000))).toBe('2026-04-11');
    expect(after.results.map((s) => s.id)).not.toEqual(before.results.map((s) => s.id));
  });
});
