import { describe, expect, it } from 'vitest';
import { heroItems } from './hero-items';

describe('hero titles', () => {
  it('keeps the trending titles that have a backdrop, in order', () => {
    const trending = [
      { id: 1, backdrop_path: '/a.jpg' },
      { id: 2, backdrop_path: null, poster_path: '/p.jpg' },
      { id: 3, backdrop_path: '/c.jpg' },
    ];

    expect(heroItems(trending).map((item) => item.id)).toEqual([1, 3]);
  });

  it('falls back to posters, then to everything, rather than showing no hero', () => {
    expect(heroItems([{ id: 1, poster_path: '/p.jpg' }, { id: 2 }]).map((item) => item.id)).toEqual([1]);
    expect(heroItems([{ id: 1 }, { id: 2 }]).map((item) => item.id)).toEqual([1, 2]);
  });
});
