import type { MediaType } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { buildIntent } from './build-intent';
import { writeIntro } from './intro';
import { parseQuestion } from './parse-question';
import { nothingFound } from './sayings';

const YEAR = 2026;
const intentOf = (q: string) => buildIntent(parseQuestion(q, YEAR), { unresolved: [] }, YEAR);
const introOf = (query: string, media: MediaType = 'movie', count = 8) =>
  writeIntro({
    intent: intentOf(query),
    media,
    count,
    query,
    followsUp: false,
    watchedLeftOut: 0,
    fromWatchLater: 0,
    basedOn: [],
    short: false,
    generic: false,
  });
const firstSentence = (text: string) => text.split(/(?<=\.) /)[0];

describe('the intro says back what was understood, then how many titles follow', () => {
  it.each([
    ['something scary but not gory', 'movie', /^Scary movies, not gory: /],
    ['horror, but not gory', 'movie', /^Horror movies, not gory: /],
    ['korean drama about revenge', 'tv', /^K-dramas about revenge: /],
    ['a zombie movie, no comedy', 'movie', /^Zombie movies, no comedy: /],
    [
      'a comedy for my 8 year old, under 2 hours, no romance',
      'movie',
      /^Comedy movies under 2 hours for an 8-year-old \(rated PG or lower\), no romance: /,
    ],
    ['kids shows', 'tv', /^TV shows for kids \(rated TV-PG or lower\): /],
    ['PG-13 thrillers', 'movie', /^Thriller movies rated PG-13 or lower: /],
    ['a show with episodes under 30 minutes', 'tv', /^TV shows with episodes under 30 minutes: /],
    ['anything except anime or horror', 'movie', /^Movies, no horror, no anime: /],
  ] as const)('%s', (question, media, expected) => {
    const intro = firstSentence(introOf(question, media));
    expect(intro).toMatch(expected);
    expect(intro).toMatch(/: (?:here are 8|8 to try|8 you might enjoy)\.$/);
  });

  it('says plainly what it could not find, with what was ruled out', () => {
    expect(nothingFound(intentOf('a western about revenge'), 'movie', 0)).toMatch(
      /^I couldn't find any western movies about revenge in the catalogue\. Try another subject/,
    );
    expect(nothingFound(intentOf('scary but not gory'), 'movie', 0)).toMatch(
      /^I couldn't find any scary movies, not gory, in the catalogue\./,
    );
    expect(nothingFound(intentOf('scary but not gory'), 'movie', 3)).toMatch(
      /^You've already watched every scary movie \(not gory\) I could find\./,
    );
  });
});
