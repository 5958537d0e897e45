import { describe, expect, it } from 'vitest';
import { initialBrowseChoice } from './browse-choices';

describe('initialBrowseChoice', () => {
  it('opens on TV shows, Popular by default', () => {
    expect(initialBrowseChoice(null, null)).toEqual({ media: 'tv', tab: 'popular' });
  });

  it('restores the media and tab remembered this session', () => {
    expect(initialBrowseChoice('movies', 'onAir')).toEqual({ media: 'movies', tab: 'onAir' });
  });

  it('ignores remembered values that are not a media or a tab', () => {
    expect(initialBrowseChoice('anime', 'top-rated')).toEqual({ media: 'tv', tab: 'popular' });
    expect(initialBrowseChoice('tv', 'toString')).toEqual({ media: 'tv', tab: 'popular' });
  });
});
