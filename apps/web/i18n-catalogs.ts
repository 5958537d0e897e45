import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { genreNamesOf } from '../../packages/domain/src/genre-names';
// By path, not by `@kinora/domain`: the config loader bundles relative imports but hands a package to Node, which
// cannot read the domain's TypeScript. These modules are zod-free and import nothing outside themselves.
import { GENRES } from '../../packages/domain/src/genres';
import { DEFAULT_LOCALE, isLocale } from '../../packages/domain/src/locales';

/**
 * The catalogues' files: `src/locales/<locale>.json` (namespace `common`: the shell, shared components, lib) and
 * `src/features/<feature>/locales/<locale>.json` (namespace `<feature>`). Each is a flat JSON object of ICU
 * messages by key: the plain format translation platforms (Weblate, Crowdin) read and write.
 */
const CATALOG = /[\\/]src[\\/](?:features[\\/]([\w-]+)[\\/])?locales[\\/]([\w-]+)\.json(?:\?(pseudo))?$/;
/** Catalogues get a module id of their own (`\0`, and not ending in .json), so the bundler's JSON plugin leaves them to this one. */
const PREFIX = '\0kinora-catalog:';
const SUFFIX = '.js';

/** Accents every letter a-z and A-Z so a pseudo-localised text is still readable and plainly not English. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i] as string,
  ]),
);
export const pseudoText = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);

/** Where a catalogue file's messages go: its namespace, from its folder. */
export function namespaceOf(file: string): string | undefined {
  const match = CATALOG.exec(file);
  return match ? (match[1] ?? 'common') : undefined;
}

/**
 * Where a catalogue's chunk goes: `assets/i18n/<namespace>.<locale>.<hash>.js`, so the service worker can leave
 * other languages out of its precache and the server can preload the page's own language by name.
 */
export function catalogChunkFileName(chunk: { facadeModuleId?: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  if (!id.startsWith(PREFIX)) return 'assets/[name]-[hash].js';
  const [modulePath = '', query] = id.slice(PREFIX.length).split('?');
  const match = CATALOG.exec(modulePath.slice(0, -SUFFIX.length));
  const locale = query === 'pseudo' ? 'en-XA' : match?.[2];
  return `assets/i18n/${match?.[1] ?? 'common'}.${locale}.[hash].js`;
}

/** The namespace and locale of a built catalogue chunk (catalogChunkFileName's names), or undefined. */
export function catalogueOfChunk(fileName: string): { namespace: string; locale: string } | undefined {
  const match = /^assets\/i18n\/([\w-]+)\.([\w-]+)\.[\w-]+\.js$/.exec(fileName);
  return match ? { namespace: match[1] as string, locale: match[2] as string } : undefined;
}

/** The namespace whose catalogue carries the genre names (the home's hero names each slide's genres). */
export const GENRE_NAMESPACE = 'home';
/** A genre's key in that namespace: `genre28` is Action. */
export const genreKey = (id: number) => `genre${id}`;

/**
 * The genre names in one language, as messages: the domain's table (genre-names.ts) holds all eight languages, and
 * a page needs one, so each language's catalogue gets its own column at build instead of every page the table.
 */
function genreMessages(locale: string): Record<string, string> {
  const names = genreNamesOf(isLocale(locale) ? locale : DEFAULT_LOCALE);
  return Object.fromEntries(Object.keys(GENRES).map((id) => [genreKey(Number(id)), names[Number(id)] ?? '']));
}

/**
 * Compiles a catalogue file into a module whose default export is its messages, precompiled by Lingui's own
 * compiler and keyed `<namespace>.<key>`: the pages ship no message parser. With `?pseudo`, the English file
 * becomes the pseudo-locale: each text accented and each message bracketed with ⟦ ⟧, placeholders untouched.
 */
export function i18nCatalogs(): Plugin {
  let building = false;
  return {
    name: 'kinora-i18n-catalogs',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    /**
     * A build emits every catalogue (and the English ones again as the pseudo-locale) as a chunk of its own: the
     * page imports none of them by name, the server tells it which files hold its language (decision 016).
     */
    buildStart() {
      if (!building) return;
      const src = path.resolve(import.meta.dirname, 'src');
      const folders = [
        path.join(src, 'locales'),
        ...readdirSync(path.join(src, 'features')).map((feature) =>
          path.join(src, 'features', feature, 'locales'),
        ),
      ].filter((folder) => existsSync(folder));
      for (const folder of folders) {
        for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
          // The file itself: resolveId below turns it into the catalogue's own module id.
          const id = path.join(folder, name);
          this.emitFile({ type: 'chunk', id, preserveSignature: 'strict' });
          if (name === 'en.json')
            this.emitFile({ type: 'chunk', id: `${id}?pseudo`, preserveSignature: 'strict' });
        }
      }
    },
    async resolveId(source, importer) {
      if (!/locales[\\/][\w-]+\.json(\?pseudo)?$/.test(source)) return null;
      const [file = '', query] = source.split('?');
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      if (!resolved || !CATALOG.test(resolved.id)) return null;
      return `${PREFIX}${resolved.id}${SUFFIX}${query ? `?${query}` : ''}`;
    },
    /**
     * For pages served by something other than the API (infra/web-server.mjs, nginx, `vite preview`), which cannot
     * write the page's texts into it: `i18n/<locale>.json` names each namespace's chunk in that language.
     */
    generateBundle(_options, bundle) {
      const byLocale: Record<string, { locale: string; files: Record<string, string> }> = {};
      for (const file of Object.keys(bundle)) {
        const catalogue = catalogueOfChunk(file);
        if (!catalogue) continue;
        const { namespace, locale } = catalogue;
        byLocale[locale] ??= { locale, files: {} };
        byLocale[locale].files[namespace] = `/${file}`;
      }
      for (const [locale, texts] of Object.entries(byLocale)) {
        this.emitFile({ type: 'asset', fileName: `i18n/${locale}.json`, source: JSON.stringify(texts) });
      }
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [modulePath = '', query] = id.slice(PREFIX.length).split('?');
      const file = modulePath.slice(0, -SUFFIX.length);
      const match = CATALOG.exec(`${file}${query ? `?${query}` : ''}`);
      if (!match) return null;
      const [, feature, locale = '', pseudo] = match;
      const namespace = feature ?? 'common';
      this.addWatchFile(file);
      const messages = {
        ...JSON.parse(readFileSync(file, 'utf8')),
        ...(namespace === GENRE_NAMESPACE ? genreMessages(locale) : {}),
      } as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        const body = compileMessageOrThrow(message, pseudo ? pseudoText : undefined);
        compiled[`${namespace}.${key}`] = pseudo ? ['⟦', ...body, '⟧'] : body;
      }
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
