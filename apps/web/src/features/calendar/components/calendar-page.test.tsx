import type { CalendarEntry } from '@kinora/domain';
import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The browser's languages, which give the week its first day (an English page's week starts where its reader's does). */
function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, value: languages });
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  // A British English browser: weeks run Monday to Sunday.
  browserLanguages(['en-GB', 'en']);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
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

  it("starts the week on the day the reader's locale starts it: Sunday in an American English browser", async () => {
    const api = serve([episode('2026-05-05', 4), release]);
    browserLanguages(['en-US', 'en']);
    renderApp('/calendar?view=week&date=2026-05-06', testUser);
    expect(await screen.findByRole('heading', { name: 'May 3 – 9, 2026' })).toBeTruthy();
    expect(api.callsOf('calendar.list').at(-1)).toEqual({ from: '2026-05-03', to: '2026-05-09' });
    const days = await screen.findByRole('list', { name: 'Days of the week' });
    expect(within(days).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('SunMay 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Apr 26 – May 2, 2026' })).toBeTruthy();
    expect(window.location.search).toBe('?view=week&date=2026-04-26');
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
