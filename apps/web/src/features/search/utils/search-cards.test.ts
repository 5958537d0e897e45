import { describe, expect, it } from 'vitest';
import { hasImage, toSearchCard } from './search-cards';

describe('search cards', () => {
  it('links movies and shows to their detail pages, with year and rating', () => {
    const movie = toSearchCard('movie', {
      id: 7,
      title: 'Dune',
      poster_path: '/p.jpg',
      release_date: '2021-09-15',
      vote_average: 7.84,
    });
    const show = toSearchCard('tv', {
      id: 9,
      name: 'Dark',
      backdrop_path: '/b.jpg',
      first_air_date: '2017-12-01',
    });

    expect(movie).toEqual({
      id: 7,
      name: 'Dune',
      imagePath: '/p.jpg',
      href: '/movie?id=7&name=Dune',
      meta: '2021 · ★ 7.8',
    });
    expect(show.href).toBe('/tv/details?id=9&name=Dark');
    expect(show.imagePath).toBe('/b.jpg');
  });

  it('links people to their page, with what they are known for', () => {
    const person = toSearchCard('person', {
      id: 3,
      name: 'Ada Lane',
      profile_path: '/f.jpg',
      known_for_department: 'Acting',
    });

    expect(person).toEqual({
      id: 3,
      name: 'Ada Lane',
      imagePath: '/f.jpg',
      href: '/person/details?id=3&name=Ada+Lane',
      meta: 'Acting',
    });
  });

  it('lists titles with a poster or backdrop, and people with a photo, only', () => {
    expect(hasImage('movie', { id: 1, poster_path: null, backdrop_path: '/b.jpg' })).toBe(true);
    expect(hasImage('movie', { id: 1, poster_path: null, backdrop_path: null })).toBe(false);
    expect(hasImage('person', { id: 1, profile_path: null, poster_path: '/p.jpg' })).toBe(false);
    expect(hasImage('person', { id: 1, profile_path: '/f.jpg' })).toBe(true);
  });
});
