import type { CatalogueImage } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { chooseLogo } from './title-images';

const logo = (file_path: string, iso_639_1: string | null, vote_average: number): CatalogueImage =>
  ({
    file_path,
    iso_639_1,
    vote_average,
    width: 500,
    height: 200,
    aspect_ratio: 2.5,
    vote_count: 1,
  }) as CatalogueImage;

describe('chooseLogo', () => {
  it('never picks an SVG logo, which TMDB serves only at its original size', () => {
    const chosen = chooseLogo([logo('/best.svg', 'fr', 9), logo('/good.png', 'fr', 5)], 'fr');
    expect(chosen?.file_path).toBe('/good.png');
    expect(chooseLogo([logo('/only.svg', 'fr', 9)], 'fr')).toBeNull();
  });
});
