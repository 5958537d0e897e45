import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('isApiPath', () => {
  it("knows the API's data answers", () => {
    for (const url of [
      '/api/v1/movies/trending?page=2',
      '/trpc/catalogue.trending',
      '/img/w500/a.webp',
      '/cronjob/run',
      '/metrics',
      '/readyz',
    ]) {
      expect(isApiPath(url), url).toBe(true);
    }
  });

  it("leaves the web app's pages and files, and the API's own reference pages, to the page policy", () => {
    for (const url of [
      '/',
      '/watchlist',
      '/movie?id=1',
      '/assets/index.js',
      '/sw.js',
      '/api/docs/',
      '/preview/movie/1',
    ]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});
