import type { Catalogue } from '@kinora/tmdb';
import { describe, expect, it } from 'vitest';
import { buildIntent } from './build-intent';
import { onlyNarrows } from './intent';
import { parseQuestion } from './parse-question';
import { resolveSpans, spanCandidates } from './resolve-spans';

const YEAR = 2026;
/** The intent of a question whose spans named nothing in the catalogue (no lookups here). */
const intentOf = (q: string) => buildIntent(parseQuestion(q, YEAR), { unresolved: [] }, YEAR);

describe('reading a question', () => {
  it.each([
    ['something scary', { moods: ['scary'] }],
    ['A feel-good comedy for tonight', { moods: ['feel-good'], genres: ['comedy'] }],
    ['a romantic comedy', { genres: ['romance', 'comedy'] }],
    ['a funny sitcom', { genres: ['comedy'], media: 'tv' }],
    ['sci-fi shows', { genres: ['scifi'], media: 'tv' }],
    ['show me some horror movies', { genres: ['horror'], media: 'movie' }],
    ['a good show for the weekend', { media: 'tv' }],
    ['movies or shows about space', { genres: ['scifi'], media: undefined }],
    ['K-dramas to watch', { origin: 'kdrama', media: 'tv' }],
    ['anime movies', { origin: 'anime', media: 'movie' }],
    ['japanese films', { language: { code: 'ja', label: 'Japanese' }, media: 'movie' }],
    ['not too scary please', { excluded: ['horror'], moods: [] }],
    ['a comedy but no romance', { genres: ['comedy'], excluded: ['romance'] }],
    ['hidden gems', { quality: 'hidden-gem' }],
    ['the best thrillers', { quality: 'acclaimed', genres: ['thriller'] }],
    ['rewatch something I have seen', { includeWatched: true }],
    ["something I haven't seen yet", { includeWatched: false }],
    ['more please', { wantsMore: true }],
  ])('%s', (question, expected) => {
    const intent = intentOf(question);
    const summary = {
      ...intent,
      moods: intent.moods.map((m) => m.id),
    };
    expect(summary).toMatchObject(expected);
  });

  it('reads decades, years and ranges', () => {
    expect(intentOf('movies from the 90s').era).toMatchObject({ from: 1990, to: 1999, label: '1990s' });
    expect(intentOf("the late 80's").era).toMatchObject({ from: 1986, to: 1989 });
    expect(intentOf('nineties thrillers').era).toMatchObject({ from: 1990, to: 1999 });
    expect(intentOf('top movies of 2019').era).toMatchObject({ from: 2019, to: 2019 });
    expect(intentOf('after 2010').era).toMatchObject({ from: 2011 });
    expect(intentOf('since 2015').era).toMatchObject({ from: 2015 });
    expect(intentOf('before 2000').era).toMatchObject({ to: 1999 });
    expect(intentOf('between 1995 and 1990').era).toMatchObject({ from: 1990, to: 1995 });
    expect(intentOf('something recent').era).toMatchObject({ from: YEAR - 2, to: YEAR, recent: true });
    expect(intentOf('upcoming movies').era).toMatchObject({ upcoming: true });
    expect(intentOf('classics').era).toMatchObject({ to: YEAR - 20 });
    expect(intentOf('old classics').era).toMatchObject({ to: YEAR - 25 });
    // A year too far ahead is just a number.
    expect(intentOf('movies from 2099').era).toBeUndefined();
  });

  it('reads counts, lengths and which title of the previous answer', () => {
    expect(intentOf('give me 5 k-dramas').count).toBe(5);
    expect(intentOf('top 10 horror movies').count).toBe(10);
    expect(intentOf('a few comedies').count).toBe(5);
    expect(intentOf('something short').length).toMatchObject({ kind: 'short', maxMinutes: 100 });
    const short = (maxMinutes: number) => ({ kind: 'short', maxMinutes, explicit: true });
    expect(intentOf('a movie under 90 minutes').length).toEqual(short(90));
    expect(intentOf('less than an hour and a half').length).toEqual(short(90));
    expect(intentOf('a comedy under 2 hours').length).toEqual(short(120));
    expect(intentOf('no longer than 1.5 hours').length).toEqual(short(90));
    expect(intentOf('something 2h max').length).toEqual(short(120));
    expect(intentOf('1h30 or less').length).toEqual(short(90));
    expect(intentOf('at most 95 min').length).toEqual(short(95));
    expect(intentOf('over 2 hours').length).toEqual({ kind: 'long', minMinutes: 120, explicit: true });
    expect(intentOf('two and a half hours or more').length).toMatchObject({ minMinutes: 150 });
    expect(intentOf('more like the second one').ordinal).toBe(1);
    expect(intentOf('the last one but newer').ordinal).toBe(-1);
    expect(intentOf('more like #3').ordinal).toBe(2);
  });

  it('tells follow-ups from fresh requests', () => {
    expect(parseQuestion('only TV shows', YEAR).continues).toBe(true);
    expect(parseQuestion('what about anime?', YEAR).continues).toBe(true);
    expect(parseQuestion('shorter ones', YEAR).continues).toBe(true);
    expect(parseQuestion('90s movies', YEAR).continues).toBe(false);
    expect(parseQuestion('something scary', YEAR).continues).toBe(false);
  });

  it('finds the spans that may name a title or a person, and stops them where the name ends', () => {
    const spans = (q: string) =>
      parseQuestion(q, YEAR).spans.map((s) => `${s.role}:${s.text}${s.directing ? '*' : ''}`);
    expect(spans('movies like Inception, but funnier')).toEqual(['reference:inception']);
    expect(spans('shows like Game of Thrones')).toEqual(['reference:game of thrones']);
    expect(spans('something like the dark knight')).toEqual(['reference:the dark knight']);
    expect(spans('90s movies with Brad Pitt')).toEqual(['person:brad pitt']);
    expect(spans('movies directed by Quentin Tarantino')).toEqual(['person:quentin tarantino*']);
    expect(spans('christopher nolan movies')).toEqual(['either:christopher nolan']);
    expect(spans('I would like a comedy')).toEqual([]);
  });

  it('looks up only spans with a word that is neither filler nor vocabulary', async () => {
    const searched: string[] = [];
    const catalogue = {
      search: async (_kind: string, query: string) => {
        searched.push(query);
        return { page: 1, results: [], total_pages: 0, total_results: 0 };
      },
      searchPeople: async (query: string) => {
        searched.push(query);
        return { page: 1, results: [], total_pages: 0, total_results: 0 };
      },
    } as unknown as Catalogue;
    await resolveSpans(catalogue, parseQuestion('something to watch with my kids', YEAR));
    expect(searched).toEqual([]);
    const resolved = await resolveSpans(catalogue, parseQuestion('movies with Zorblat Quux', YEAR));
    expect(searched).toEqual(['zorblat quux']);
    expect(resolved.unresolved.map((s) => s.text)).toEqual(['zorblat quux']);
  });

  it('sets aside vocabulary inside a span that named a title', () => {
    const parsed = parseQuestion('something like the dark knight', YEAR);
    const span = parsed.spans[0]!;
    const title = { id: 155, title: 'The Dark Knight', media_type: 'movie' as const };
    const withTitle = buildIntent(parsed, { reference: { span, title }, unresolved: [] }, YEAR);
    expect(withTitle.moods).toEqual([]);
    expect(withTitle.reference).toMatchObject({ id: 155, media: 'movie' });
    expect(buildIntent(parsed, { unresolved: [span] }, YEAR).moods.map((m) => m.id)).toEqual(['dark']);
  });

  it('tries a span whole, then cut before the words that may start what follows a title', () => {
    expect(spanCandidates('fight club from')).toEqual(['fight club from', 'fight club']);
    expect(spanCandidates('a night in paris for my kids')).toEqual([
      'a night in paris for my kids',
      'a night in paris',
      'a night',
    ]);
  });

  it('knows when it understood nothing', () => {
    expect(intentOf('asdfgh jkl')).toMatchObject({ understood: false, leftover: ['asdfgh', 'jkl'] });
    expect(intentOf('what should I watch tonight?')).toMatchObject({ understood: false, leftover: [] });
  });
});

describe('reading what a question rules out, is about, and who will watch', () => {
  const themes = (q: string) => intentOf(q).themes.map((t) => t.id);
  const excludedThemes = (q: string) => intentOf(q).excludedThemes.map((t) => t.id);

  it('keeps both halves of a question: what it wants and what it does not', () => {
    const scary = intentOf('something scary but not gory');
    expect(scary.moods.map((m) => m.id)).toEqual(['scary']);
    expect(scary.excludedThemes.map((t) => t.id)).toEqual(['gore']);
    const revenge = intentOf('korean drama about revenge');
    expect(revenge).toMatchObject({ origin: 'kdrama', media: 'tv' });
    expect(revenge.themes.map((t) => t.id)).toEqual(['revenge']);
  });

  it.each([
    ['horror without gore', ['gore']],
    ['no zombies or vampires please', ['zombies', 'vampires']],
    ['nothing with too much blood', ['gore']],
    ['anything except superheroes', ['superheroes']],
    ["I don't want anything about drugs", ['drugs']],
  ])('rules out themes: %s', (question, expected) => {
    expect(excludedThemes(question)).toEqual(expected);
  });

  it.each([
    ['a zombie movie', ['zombies']],
    ['heist films', ['heist']],
    ['shows about time travel', ['time-travel']],
    ['a movie about a serial killer', ['serial-killer']],
    ['christmas movies for the family', ['christmas']],
    ['a sci-fi movie about robots and aliens', ['robots', 'aliens']],
  ])('reads themes: %s', (question, expected) => {
    expect(themes(question)).toEqual(expected);
  });

  it('rules out genres, origins, languages and media, carrying "no" across "or"', () => {
    expect(intentOf('a comedy, nothing romantic').excluded).toEqual(['romance']);
    expect(intentOf('no horror or thrillers').excluded).toEqual(['horror', 'thriller']);
    expect(intentOf('a movie that is not a comedy').excluded).toEqual(['comedy']);
    expect(intentOf('something good but no anime').excludedOrigins).toEqual(['anime']);
    expect(intentOf('a crime show, nothing korean').excludedLanguages).toEqual([
      { code: 'ko', label: 'Korean' },
    ]);
    expect(intentOf('something scary, not a movie').media).toBe('tv');
    // "a horror comedy" is both; only a joining word carries the "no".
    expect(intentOf('no horror comedy').excluded).toEqual(['horror']);
  });

  it('turns "nothing old" and "not mainstream" into what is on the other side', () => {
    expect(intentOf('a comedy, nothing too old').era).toMatchObject({ from: YEAR - 24 });
    expect(intentOf('nothing too recent').era).toMatchObject({ to: YEAR - 3 });
    expect(intentOf('nothing popular').quality).toBe('hidden-gem');
    expect(intentOf('nothing short').length).toMatchObject({ kind: 'long' });
  });

  it.each([
    ['movies for kids', 'for kids', 'PG', 'TV-PG'],
    ['something suitable for a 10 year old', 'for a 10-year-old', 'PG', 'TV-PG'],
    ['a comedy for my 8-year-old', 'for an 8-year-old', 'PG', 'TV-PG'],
    ['an adventure for a 14 year old', 'for a 14-year-old', 'PG-13', 'TV-14'],
    ['a movie for toddlers', 'for young children', 'G', 'TV-G'],
    ['something to watch with my kids', 'for kids', 'PG', 'TV-PG'],
    ['kid friendly shows', 'for kids', 'PG', 'TV-PG'],
    ['for ages 6 and up', 'for ages 6 and up', 'G', 'TV-G'],
    ['PG-13 action movies', 'rated PG-13 or lower', 'PG-13', 'TV-14'],
    ['nothing above pg', 'rated PG or lower', 'PG', 'TV-PG'],
  ])('reads who will watch: %s', (question, label, movie, tv) => {
    expect(intentOf(question).ageLimit).toMatchObject({ label, movie, tv });
  });

  it('sets no age limit for adults, for "not for kids", or for a story about a child', () => {
    expect(intentOf('a movie for a 40 year old').ageLimit).toBeUndefined();
    expect(intentOf('a horror movie, not for kids').ageLimit).toBeUndefined();
    expect(intentOf('a drama about a son and his father').ageLimit).toBeUndefined();
  });

  it('reads limits alone as narrowing the previous request', () => {
    expect(onlyNarrows(intentOf('nothing gory please'))).toBe(true);
    expect(onlyNarrows(intentOf('for kids'))).toBe(true);
    expect(onlyNarrows(intentOf('under 2 hours'))).toBe(true);
    expect(onlyNarrows(intentOf('horror movies'))).toBe(false);
  });
});
