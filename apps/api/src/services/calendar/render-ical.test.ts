import type { CalendarEntry } from '@kinora/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderCalendarFeed } from './render-ical';

const facts = {
  name: 'Kinora · Ana',
  publicUrl: 'https://kinora.example',
  now: new Date('2026-05-01T08:00:00Z'),
};
const episode: CalendarEntry = {
  date: '2026-05-04',
  media_type: 'tv',
  id: 1399,
  title: 'Winds, Ice; Fire',
  season: 2,
  episode: 7,
  episodeName: 'Hostile\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected',
  poster_path: null,
};
const movie: CalendarEntry = {
  date: '2026-05-31',
  media_type: 'movie',
  id: 550,
  title: 'Club',
  season: null,
  episode: null,
  episodeName: null,
  poster_path: '/p.jpg',
};

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    summary: event.getFirstPropertyValue('summary'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toString(),
    url: event.getFirstPropertyValue('url'),
  }));
}

describe('the calendar feed text', () => {
  it('has one all-day event per item on its own date, whatever the server time zone', () => {
    const text = renderCalendarFeed([episode, movie], facts);
    expect(text).toContain('DTSTART;VALUE=DATE:20260504');
    expect(events(text)).toEqual([
      {
        uid: 'tv-1399-s02e07@kinora.example',
        summary: `Winds, Ice; Fire S02E07 · ${episode.episodeName?.replace(/\r\n/g, '\n')}`,
        start: '2026-05-04',
        end: '2026-05-05',
        url: 'https://kinora.example/tv/details?id=1399&name=Winds%2C+Ice%3B+Fire',
      },
      {
        uid: 'movie-550-release@kinora.example',
        summary: 'Club (release)',
        start: '2026-05-31',
        end: '2026-06-01',
        url: 'https://kinora.example/movie?id=550&name=Club',
      },
    ]);
  });

  it('keeps catalogue text inside its property: a title cannot add an event', () => {
    const text = renderCalendarFeed([episode], facts);
    expect(events(text)).toHaveLength(1);
    expect(text.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
  });
});
