import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadTags, routeModuleName } from './web-app-manifest';

function build(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kinora-manifest-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const files = (tags: string) => [...tags.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);

describe('routeModuleName', () => {
  it("names a page path's route module as the route table does", () => {
    expect(routeModuleName('/')).toBe('home');
    expect(routeModuleName('/search')).toBe('search');
    expect(routeModuleName('/tv/details')).toBe('tv-details');
    expect(routeModuleName('/profile/searchHistory')).toBe('profile-search-history');
    expect(routeModuleName('/movie/')).toBe('movie');
  });
});

describe('preloadTags', () => {
  const dist = build({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/app.tsx': { file: 'assets/app.js', imports: ['_react.js', '_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_vendor.js'] },
    'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_card.js'] },
    'src/app/routes/search.tsx': { file: 'assets/search.js', imports: ['_card.js'] },
    'src/app/routes/tv-details.tsx': { file: 'assets/tv-details.js' },
    'kinora-catalog:/w/src/locales/fr.json.js': { file: 'assets/i18n/common.fr.Aa1-_b.js' },
    'kinora-catalog:/w/src/locales/en.json.js': { file: 'assets/i18n/common.en.Cc2.js' },
    'kinora-catalog:/w/src/features/my-services/locales/fr.json.js': {
      file: 'assets/i18n/my-services.fr.Dd3.js',
    },
    'kinora-catalog:/w/src/features/my-services/locales/en.json.js': {
      file: 'assets/i18n/my-services.en.Ee4.js',
    },
  });
  const tags = preloadTags(dist);

  it('preloads the app shell without what the entry already loads', () => {
    expect(files(tags.app)).toEqual(['assets/app.js', 'assets/vendor.js']);
  });

  it("preloads each page's own chunk and its imports, none of the app shell's again", () => {
    expect(files(tags.route('/'))).toEqual(['assets/home.js', 'assets/card.js']);
    // Each route on its own: search also needs the card chunk that home's tags named.
    expect(files(tags.route('/search'))).toEqual(['assets/search.js', 'assets/card.js']);
    expect(files(tags.route('/tv/details'))).toEqual(['assets/tv-details.js']);
    expect(tags.route('/l/some-list')).toBe('');
    expect(tags.route('/__proto__')).toBe('');
  });

  it("preloads the page's texts in its language only: the shell's and each namespace asked for that has them", () => {
    expect(files(tags.texts('fr', ['my-services', 'search']))).toEqual([
      'assets/i18n/common.fr.Aa1-_b.js',
      'assets/i18n/my-services.fr.Dd3.js',
    ]);
    expect(files(tags.texts('en', []))).toEqual(['assets/i18n/common.en.Cc2.js']);
    expect(tags.texts('ar', ['my-services'])).toBe('');
  });

  it("names one language's catalogue files for the page, never another language's", () => {
    expect(tags.textFiles('fr')).toEqual({
      locale: 'fr',
      files: {
        common: '/assets/i18n/common.fr.Aa1-_b.js',
        'my-services': '/assets/i18n/my-services.fr.Dd3.js',
      },
    });
    expect(tags.textFiles('ar')).toEqual({ locale: 'ar', files: {} });
  });

  it('preloads nothing without a build manifest', () => {
    const none = preloadTags(mkdtempSync(path.join(tmpdir(), 'kinora-manifest-')));
    expect(none.app).toBe('');
    expect(none.route('/')).toBe('');
  });
});
