import { describe, expect, it } from 'vitest';
import { allMovieIds, allPages, utc } from '../../test/demo-helpers';
import { createDemoCatalogue } from './demo-catalogue';
import { foldText, tokenize } from './text';

const catalogue = createDemoCatalogue({ now: () => utc(2025, 9, 1) });
const movies = await Promise.all(allMovieIds().map((id) => catalogue.details('movie', id)));
const titleOf = (item: { title?: string; name?: string }) => item.title ?? item.name ?? '';

describe('demo search', () => {
  it('ignores case and accents', async () => {
    const accented = movies.find((m) => !m.adult && /[À-ÿ]/.test(m.title ?? ''))!;
    expect(accented).toBeDefined();
    const plain = foldText(accented.title!).toUpperCase();
    expect(plain).not.toBe(accented.title);
    const results = await allPages((page) => catalogue.search('movie', plain, { page }));
    expect(results.map((r) => r.id)).toContain(accented.id);
    expect(results[0]!.title && foldText(results[0]!.title)).toBe(foldText(accented.title!));
  });

  it('matches word prefixes: "harb" finds the Harbors', async () => {
    const results = await allPages((page) => catalogue.search('movie', 'harb', { page }));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => tokenize(titleOf(r)).some((w) => w.startsWith('harb')))).toBe(true);
    const expected = movies.filter((m) => !m.adult && tokenize(m.title!).some((w) => w.startsWith('harb')));
    expect(results).toHaveLength(expected.length);
  });

  it('tolerates one typo in a word of four to seven letters and two in a longer one, not more', async () => {
    const ids = async (query: string) =>
      (await allPages((page) => catalogue.search('movie', query, { page }))).map((r) => r.id);
    const exact = await ids('lighthouse');
    expect(exact.length).toBeGreaterThan(0);
    for (const typo of ['lihgthouse', 'lighthose', 'lighthousse', 'lighthowse', 'lgihthuose', 'ligthouse']) {
      expect(await ids(typo), typo).toEqual(exact);
    }
    expect(await catalogue.search('movie', 'lgihthuoes')).toMatchObject({ total_results: 0 });

    const harbors = movies.filter((m) => !m.adult && tokenize(m.title!).includes('harbor')).map((m) => m.id);
    expect(harbors.length).toBeGreaterThan(0);
    expect(await ids('hrabor')).toEqual(expect.arrayContaining(harbors));
    expect(await ids('hrbaor')).toEqual([]);
  });

  it('ranks an exact title first', async () => {
    const target = movies.filter((m) => !m.adult)[42]!;
    const results = await catalogue.search('movie', target.title!.toLowerCase());
    expect(foldText(results.results[0]!.title!)).toBe(foldText(target.title!));
  });

  it('leaves adult titles out unless asked for', async () => {
    const adult = movies.find((m) => m.adult)!;
    const without = await allPages((page) => catalogue.search('movie', adult.title!, { page }));
    const withAdult = await allPages((page) =>
      catalogue.search('movie', adult.title!, { page, includeAdult: true }),
    );
    expect(without.map((r) => r.id)).not.toContain(adult.id);
    expect(withAdult.map((r) => r.id)).toContain(adult.id);
  });

  it('pages by 20', async () => {
    const first = await catalogue.search('movie', 'the', { page: 1 });
    const second = await catalogue.search('movie', 'the', { page: 2 });
    expect(first.total_results).toBeGreaterThan(40);
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(20);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const ids = new Set([...first.results, ...second.results].map((r) => r.id));
    expect(ids.size).toBe(40);
  });

  it('searches shows and people the same way', async () => {
    const shows = await catalogue.search('tv', 'SAGA');
    expect(shows.results.length).toBeGreaterThan(0);
    expect(shows.results.every((s) => tokenize(s.name ?? '').includes('saga'))).toBe(true);
    const people = await allPages((page) => catalogue.searchPeople('nunez', { page }));
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.name.includes('Núñez'))).toBe(true);
    expect((await catalogue.searchPeople('christopher nolan')).results[0]).toMatchObject({ id: 525 });
  });

  it('rejects an empty query and finds nothing for punctuation', async () => {
    await expect(catalogue.search('movie', '  ')).rejects.toMatchObject({ code: 'BAD_INPUT' });
    expect(await catalogue.search('movie', '?!')).toMatchObject({ results: [], total_results: 0 });
  });
});
