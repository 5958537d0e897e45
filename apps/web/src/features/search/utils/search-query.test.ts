import { SEARCH } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { searchableQuery } from './search-query';

describe('the minimum-length rule', () => {
  it('searches from 3 characters on', () => {
    expect(searchableQuery('dun')).toBe('dun');
    expect(searchableQuery('dune part two')).toBe('dune part two');
  });

  it('has nothing to search below 3 characters, so results are cleared', () => {
    expect(searchableQuery('')).toBeNull();
    expect(searchableQuery('du')).toBeNull();
  });

  it('does not count surrounding spaces, and sends the text without them', () => {
    expect(searchableQuery('  du  ')).toBeNull();
    expect(searchableQuery('  dune ')).toBe('dune');
  });

  it('never sends more than the API accepts', () => {
    expect(searchableQuery('a'.repeat(SEARCH.MAX_CHARS + 20))).toHaveLength(SEARCH.MAX_CHARS);
  });
});
