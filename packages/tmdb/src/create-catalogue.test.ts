import { describe, expect, it } from 'vitest';
import { createCatalogue } from './create-catalogue';

const now = () => Date.UTC(2025, 0, 1);
const unusedFetch = async () => {
  throw new Error('the demo catalogue must not touch the network');
};

describe('createCatalogue', () => {
  it('picks the embedded demo when no TMDB credential is configured', async () => {
    const catalogue = createCatalogue({ fetch: unusedFetch, now });
    expect(catalogue.kind).toBe('demo');
    expect((await catalogue.movieList('popular')).results).toHaveLength(20);
    expect(catalogue.stats().upstreamCalls).toBe(1);
  });

  it('treats blank credentials as none', () => {
    expect(createCatalogue({ tmdbApiKey: ' ', tmdbReadToken: '', fetch: unusedFetch, now }).kind).toBe(
      'demo',
    );
  });

  it('picks TMDB when a key or a read token is configured', () => {
    expect(createCatalogue({ tmdbApiKey: 'k', fetch: unusedFetch, now }).kind).toBe('tmdb');
    expect(createCatalogue({ tmdbReadToken: 't', fetch: unusedFetch, now }).kind).toBe('tmdb');
  });
});
