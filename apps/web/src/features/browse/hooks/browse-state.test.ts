import { BROWSE } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { browseReducer, initialBrowseState } from './browse-state';

const fresh = () => initialBrowseState(null, null);

describe('initialBrowseState', () => {
  it('opens on TV shows, Popular, 12 per tab by default', () => {
    expect(fresh()).toEqual({
      media: 'tv',
      active: 'popular',
      visible: { popular: BROWSE.INITIAL, topRated: BROWSE.INITIAL, onAir: BROWSE.INITIAL },
    });
  });

  it('restores the media and tab remembered this session', () => {
    const state = initialBrowseState('movies', 'onAir');
    expect(state.media).toBe('movies');
    expect(state.active).toBe('onAir');
  });

  it('ignores remembered values that are not a media or a tab', () => {
    const state = initialBrowseState('anime', 'top-rated');
    expect(state.media).toBe('tv');
    expect(state.active).toBe('popular');
  });
});

describe('browseReducer', () => {
  it('Load More adds 6 to the active tab only', () => {
    const state = browseReducer(fresh(), { type: 'loadMore' });
    expect(state.visible).toEqual({ popular: 18, topRated: 12, onAir: 12 });
  });

  it('keeps each tab’s own count when switching tabs', () => {
    let state = browseReducer(fresh(), { type: 'loadMore' });
    state = browseReducer(state, { type: 'selectTab', tab: 'topRated' });
    state = browseReducer(state, { type: 'loadMore' });
    state = browseReducer(state, { type: 'loadMore' });
    state = browseReducer(state, { type: 'selectTab', tab: 'popular' });

    expect(state.active).toBe('popular');
    expect(state.visible).toEqual({ popular: 18, topRated: 24, onAir: 12 });
  });

  it('changing the media resets every count to 12 and keeps the active tab', () => {
    let state = browseReducer(fresh(), { type: 'selectTab', tab: 'onAir' });
    state = browseReducer(state, { type: 'loadMore' });
    state = browseReducer(state, { type: 'changeMedia', media: 'movies' });

    expect(state).toEqual({
      media: 'movies',
      active: 'onAir',
      visible: { popular: 12, topRated: 12, onAir: 12 },
    });
  });

  it('choosing the media already shown changes nothing', () => {
    const loaded = browseReducer(fresh(), { type: 'loadMore' });
    expect(browseReducer(loaded, { type: 'changeMedia', media: 'tv' })).toBe(loaded);
  });
});
