import type { CalendarEntry } from '@kinora/domain';
import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const episode = (date: string, episodeNumber: number): CalendarEntry => ({
  date,
  media_type: 'tv',
  id: 21,
  title: 'Night Shift',
  season: 2,
  episode: episodeNumber,
  episodeName: `Chapter ${episodeNumber}`,
  poster_path: '/p21.svg',
});
const release: CalendarEntry = {
  date: '2026-05-08',
  media_type: 'movie',
  id: 11,
  title: 'First Light',
  season: null,
  episode: null,
  episodeName: null,
  poster_path: null,
};
const LINK = 'https://kinora.test/api/v1/calendar/feed/abc.ics';

function serve(entries: CalendarEntry[]) {
  const api = createFakeTrpc({
    'calendar.list': (input: { from: string; to: string }) =>
      entries.filter((e) => e.date >= input.from && e.date <= input.to),
    'calendar.link': () => ({ url: LINK }),
    'calendar.rotateLink': () => ({ url: `${LINK}?new` }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('calendar page', () => {
  it("lists a week's items under their days and moves week by week through the address", async () => {
    const api = serve([episode('2026-05-05', 4), release, episode('2026-05-12', 5)]);
    renderApp('/calendar?view=week&date=2026-05-06', testUser);
    const days = await screen.findByRole('list', { name: 'Days of the week' });
    expect(await within(days).findByRole('link', { name: /Night Shift.*S2 · E4/ })).toBeTruthy();
    expect(within(days).getByRole('link', { name: /First Light.*Movie release/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'May 4 – 10, 2026' })).toBeTruthy();
    expect(api.callsOf('calendar.list').at(-1)).toEqual({ from: '2026-05-04', to: '2026-05-10' });

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'May 11 – 17, 2026' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Night Shift.*S2 · E5/ })).toBeTruthy();
    expect(window.location.search).toBe('?view=week&date=2026-05-11');
  });

  it('says what the calendar is made of when nothing falls in the days shown', async () => {
    serve([]);
    renderApp('/calendar?view=month&date=2026-05-01', testUser);
    expect(await screen.findByTestId('empty-calendar')).toBeTruthy();
    expect(screen.getByText('Nothing airs or comes out this month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find something to follow' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('hands out the feed address to copy, and replaces it only after a confirmation', async () => {
    const api = serve([]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/calendar', testUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const address = (await screen.findByRole('textbox', { name: 'Calendar address' })) as HTMLInputElement;
    expect(address.value).toBe(LINK);
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      'webcal://kinora.test/api/v1/calendar/feed/abc.ics',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);

    fireEvent.click(screen.getByRole('button', { name: 'Replace this link…' }));
    expect(api.callsOf('calendar.rotateLink')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByDisplayValue(`${LINK}?new`)).toBeTruthy();
    expect(api.callsOf('calendar.rotateLink')).toHaveLength(1);
  });
});
