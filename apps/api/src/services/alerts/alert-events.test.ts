import { ALERT_RECENT_DAYS, NOTIFICATION_TEXT_MAX, type TitleDetail } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { cleanText, datedAlert, factsOf, oldestRecentDay } from './alert-events';

const TODAY = '2030-03-10';
const show = (episodes: Partial<TitleDetail>) =>
  factsOf('tv', { id: 7, name: 'Harbor', genres: [], ...episodes });
const ep = (season: number, episode: number, air_date: string) => ({
  season_number: season,
  episode_number: episode,
  name: 'Ep',
  air_date,
});

describe('dated alerts', () => {
  it('keeps a window of ALERT_RECENT_DAYS days, today included, and nothing from the future', () => {
    const oldest = oldestRecentDay(TODAY);
    expect(oldest).toBe('2030-03-04');
    expect(ALERT_RECENT_DAYS).toBe(7);
    const movie = (release_date: string) =>
      datedAlert(factsOf('movie', { id: 3, title: 'M', genres: [], release_date }), TODAY);
    expect(movie(TODAY)?.eventKey).toBe('released:movie:3');
    expect(movie(oldest)?.kind).toBe('released');
    expect(movie('2030-03-03')).toBeNull();
    expect(movie('2030-03-11')).toBeNull();
    expect(movie('')).toBeNull();
  });

  it('alerts the newest aired episode of last and next, keyed by the episode', () => {
    const both = show({ last_episode_to_air: ep(2, 5, '2030-03-08'), next_episode_to_air: ep(2, 6, TODAY) });
    expect(datedAlert(both, TODAY)).toMatchObject({ kind: 'episode', eventKey: 'episode:tv:7:s2e6' });
    const notYet = show({
      last_episode_to_air: ep(2, 5, '2030-03-08'),
      next_episode_to_air: ep(2, 6, '2030-03-11'),
    });
    expect(datedAlert(notYet, TODAY)?.eventKey).toBe('episode:tv:7:s2e5');
    expect(datedAlert(show({ last_episode_to_air: ep(1, 1, '2029-01-01') }), TODAY)).toBeNull();
    expect(
      datedAlert(show({ last_episode_to_air: { season_number: 1, episode_number: 1 } }), TODAY),
    ).toBeNull();
  });
});

describe('catalogue text', () => {
  it('drops control characters and broken surrogates, and cuts long text on a whole character', () => {
    expect(cleanText('A\u0000B\u0007\nC \ud800 D')).toBe('A B C D');
    expect(cleanText('Ok 🎬')).toBe('Ok 🎬');
    const long = cleanText('🎬'.repeat(NOTIFICATION_TEXT_MAX + 5));
    expect([...long]).toHaveLength(NOTIFICATION_TEXT_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(/[\ud800-\udfff]/u.test(long)).toBe(false);
  });
});
