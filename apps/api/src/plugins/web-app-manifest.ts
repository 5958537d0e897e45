import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeModuleName } from '@kinora/domain';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The signed-in app shell: what every signed-in page load needs right after the entry. */
const APP_SHELL = 'src/app/app.tsx';
/** One module per page path, named after it (the web app's route table: `/tv/details` is routes/tv-details.tsx). */
const ROUTES_DIR = 'src/app/routes/';

export { routeModuleName };

/** The id of the template the web app's entry (apps/web/src/main.tsx) looks for. */
export const AFTER_FIRST_SCREEN_ID = 'kinora-after-first-screen';

/**
 * Tags the browser must not act on while the first screen loads, in a `<template>` (whose content is inert): the
 * web app's entry puts them into the page once the first screen and its pictures are in. The server's markup
 * already shows what a viewer sees first (decision 017), and the app's 150 KB of code only makes it live: fetched
 * with the page, it competes with the first screen's pictures for a phone's bandwidth and for the six
 * connections a browser opens to one host over HTTP/1.1 (seen here: the home's backdrop took 2.4 s instead of
 * 0.3 s behind twenty-five script requests on a cold server).
 */
export function afterFirstScreen(tags: string): string {
  return tags ? `<template id="${AFTER_FIRST_SCREEN_ID}">${tags}</template>` : '';
}

/**
 * `<link rel="modulepreload">` tags for a chunk and everything it imports statically, from Vite's build manifest,
 * so a signed-in visitor's browser fetches the app and the page's own route in one go instead of level by level
 * after the session check.
 *
 * At low priority: nothing here is needed for the first paint (the server's markup of the first screen), and none
 * of it can run before the entry and React have, so the home page's pictures should have the network first.
 */
export function preloadTags(distDir: string): {
  app: string;
  route: (pathname: string) => string;
  texts: (locale: string, namespaces: readonly string[]) => string;
  textFiles: (locale: string) => { locale: string; files: Record<string, string> };
} {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    return { app: '', route: () => '', texts: () => '', textFiles: (locale) => ({ locale, files: {} }) };
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const tagsFor = (key: string, skip: Set<string>) => {
    const files: string[] = [];
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || skip.has(name)) return;
      skip.add(name);
      files.push(chunk.file);
      for (const dependency of chunk.imports ?? []) visit(dependency);
    };
    visit(key);
    return files
      .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
      .join('');
  };
  // The page's entry: index.html's script (the catalogues are entries of the build too, loaded on demand).
  const entry = 'index.html' in manifest ? 'index.html' : undefined;
  const alreadyLoaded = new Set<string>();
  // The entry and its imports are in the page already.
  if (entry) tagsFor(entry, alreadyLoaded);
  const app = tagsFor(APP_SHELL, alreadyLoaded);
  // Each page's own chunk, so it downloads with the app instead of after the app has rendered and asked for it
  // (a round trip more before anything of the page paints). Computed once: the build does not change.
  const routes = new Map(
    Object.keys(manifest)
      .filter((key) => key.startsWith(ROUTES_DIR))
      .map((key) => [
        key.slice(ROUTES_DIR.length).replace(/\.tsx?$/, ''),
        tagsFor(key, new Set(alreadyLoaded)),
      ]),
  );
  // The page's texts in its language (decision 016): the build names each catalogue's chunk
  // assets/i18n/<namespace>.<locale>.<hash>.js.
  const catalogues = new Map<string, string>();
  const byLocale = new Map<string, Record<string, string>>();
  for (const { file } of Object.values(manifest)) {
    const match = /^assets\/i18n\/([\w-]+)\.([\w-]+)\.[\w-]+\.js$/.exec(file);
    if (!match) continue;
    const [, namespace = '', locale = ''] = match;
    catalogues.set(`${namespace}.${locale}`, file);
    byLocale.set(locale, { ...byLocale.get(locale), [namespace]: `/${file}` });
  }
  // What the page needs to load any namespace in its language (the web app's lib/i18n reads it): one language's
  // files, never the map of all eight, which would weigh on every entry.
  const textFiles = (locale: string) => ({ locale, files: byLocale.get(locale) ?? {} });
  const texts = (locale: string, namespaces: readonly string[]) =>
    ['common', ...namespaces]
      .map((namespace) => catalogues.get(`${namespace}.${locale}`))
      .filter((f): f is string => f !== undefined)
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
  return { app, route: (pathname) => routes.get(routeModuleName(pathname)) ?? '', texts, textFiles };
}
