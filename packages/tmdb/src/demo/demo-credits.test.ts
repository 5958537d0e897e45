import { TOP_DIRECTORS } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { allMovieIds, allPersonIds, allTvIds, utc } from '../../test/demo-helpers';
import { createDemoCatalogue } from './demo-catalogue';

const catalogue = createDemoCatalogue({ now: () => utc(2025, 1, 20) });

describe('credits', () => {
  it('lists each title in the combined credits of everyone it credits, with the same credit id', async () => {
    const titles = [
      ...allMovieIds()
        .filter((_, i) => i % 37 === 0)
        .map((id) => ['movie', id] as const),
      ...allTvIds()
        .filter((_, i) => i % 23 === 0)
        .map((id) => ['tv', id] as const),
    ];
    for (const [media, id] of titles) {
      const credits = await catalogue.credits(media, id);
      expect(credits.cast.length, `${media} ${id}`).toBeGreaterThan(0);
      expect(credits.crew.length).toBeGreaterThan(0);
      for (const member of [...credits.cast, ...credits.crew]) {
        const theirs = await catalogue.personCredits(member.id);
        const entries = [...theirs.cast, ...theirs.crew].filter((e) => e.id === id && e.media_type === media);
        expect(entries.map((e) => e.credit_id)).toContain(member.credit_id);
      }
    }
  });

  it("lists each credit of a person in that title's credits", async () => {
    for (const personId of allPersonIds().filter((_, i) => i % 97 === 0)) {
      const theirs = await catalogue.personCredits(personId);
      for (const entry of theirs.cast) {
        const credits = await catalogue.credits(entry.media_type, entry.id);
        expect(credits.cast.find((c) => c.credit_id === entry.credit_id)).toMatchObject({
          id: personId,
          character: entry.character,
        });
      }
      for (const entry of theirs.crew) {
        const credits = await catalogue.credits(entry.media_type, entry.id);
        expect(credits.crew.find((c) => c.credit_id === entry.credit_id)).toMatchObject({
          id: personId,
          job: entry.job,
        });
      }
    }
  });

  it('gives every person at least one credit', async () => {
    for (const id of allPersonIds()) {
      const credits = await catalogue.personCredits(id);
      expect(credits.cast.length + credits.crew.length, `person ${id}`).toBeGreaterThan(0);
    }
  });

  it('keeps credit ids unique across the catalogue', async () => {
    const ids = new Set<string>();
    let count = 0;
    for (const id of allMovieIds()) {
      const credits = await catalogue.credits('movie', id);
      for (const c of [...credits.cast, ...credits.crew]) {
        ids.add(c.credit_id as string);
        count++;
      }
    }
    expect(ids.size).toBe(count);
  });

  it('names creators in created_by who also appear in the credits', async () => {
    for (const id of allTvIds().slice(0, 30)) {
      const show = await catalogue.details('tv', id);
      const credits = await catalogue.credits('tv', id);
      for (const creator of show.created_by ?? []) {
        expect(credits.crew.find((c) => c.id === creator.id && c.job === 'Creator')?.credit_id).toBe(
          creator.credit_id,
        );
      }
    }
  });
});

describe('the top directors', () => {
  it('are all present with their real ids and names, each directing several films', async () => {
    expect(TOP_DIRECTORS).toHaveLength(54);
    for (const director of TOP_DIRECTORS) {
      const person = await catalogue.person(director.id);
      expect(person).toMatchObject({
        id: director.id,
        name: director.name,
        known_for_department: 'Directing',
      });
      expect(person.profile_path).not.toBeNull();
      const credits = await catalogue.personCredits(director.id);
      const directed = credits.crew.filter((c) => c.job === 'Director');
      expect(directed.length, director.name).toBeGreaterThanOrEqual(3);
      expect(directed.every((c) => c.media_type === 'movie' && !c.adult)).toBe(true);
    }
  });

  it('invent nothing about real people beyond the demo credits', async () => {
    const person = await catalogue.person(TOP_DIRECTORS[0]!.id);
    expect(person).toMatchObject({ birthday: null, deathday: null, place_of_birth: null, homepage: null });
    expect(person.biography).toMatch(/^In this demo catalogue/);
  });

  it('never share an id with a generated person, movie or show', () => {
    const directorIds = new Set(TOP_DIRECTORS.map((d) => d.id));
    const generated = [...allMovieIds(), ...allTvIds(), ...allPersonIds().slice(0, -TOP_DIRECTORS.length)];
    expect(generated.filter((id) => directorIds.has(id))).toEqual([]);
  });
});

describe('people lists', () => {
  it('ranks popular people by popularity, each with up to three non-adult known-for titles', async () => {
    const page = await catalogue.popularPeople();
    expect(page.results).toHaveLength(20);
    const popularity = page.results.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    for (const person of page.results) {
      expect(person.known_for!.length).toBeGreaterThan(0);
      expect(person.known_for!.length).toBeLessThanOrEqual(3);
      expect(
        person.known_for!.every((k) => !k.adult && (k.media_type === 'movie' || k.media_type === 'tv')),
      ).toBe(true);
    }
  });
});
