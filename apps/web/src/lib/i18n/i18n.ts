import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LANGUAGE_COOKIE,
  type Locale,
  negotiateLocale,
  PSEUDO_LOCALE,
} from '@kinora/domain';
import { type Messages, setupI18n } from '@lingui/core';
import type { Catalogs } from './namespaces';

/**
 * The one message store of the page (Lingui). It holds only the active locale's messages, namespace by namespace
 * as pages need them; the language is chosen once before the first render (src/bootstrap/start.ts), and a change
 * of language reloads the page, so no component has to re-render on a switch.
 */
export const i18n = setupI18n();

export type Namespace = keyof Catalogs;
/** The keys of a namespace, from its English file: a key that does not exist fails the type check. */
export type MessageKey<N extends Namespace> = Extract<keyof Catalogs[N], string>;
export type MessageValues = Record<string, unknown>;
/** A locale the page can show: a shipped one, or the tests' pseudo-locale. */
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

type CatalogModule = { default: Messages };
type Importer = () => Promise<CatalogModule>;

/**
 * Under Vite's dev server and in the tests, every catalogue file, found by glob. A build never ships this map (it
 * names every language's files, about 8 KB in the entry): the server writes the page's own language's files into
 * the page instead (`kinora-texts`, below).
 */
const SOURCE_FILES: Record<string, Importer> = import.meta.env.DEV
  ? import.meta.glob<CatalogModule>(['/src/locales/*.json', '/src/features/*/locales/*.json'])
  : {};
const SOURCE_PSEUDO_FILES: Record<string, Importer> = import.meta.env.DEV
  ? import.meta.glob<CatalogModule>(['/src/locales/en.json', '/src/features/*/locales/en.json'], {
      query: '?pseudo',
    })
  : {};

/** A built page's language and that language's catalogue chunk per namespace. */
type PageTexts = { locale: string; files: Record<string, string> };
const textsByLocale = new Map<string, Promise<PageTexts>>();

/**
 * Where a built page's texts are: the server writes them into the page it serves (`kinora-texts`); a page served
 * by something else (a static server in front of the API) reads the build's `i18n/<locale>.json`.
 */
function builtTexts(locale: PageLocale): Promise<PageTexts> {
  let texts = textsByLocale.get(locale);
  if (!texts) {
    const embedded = document.getElementById('kinora-texts')?.textContent;
    const parsed = embedded ? (JSON.parse(embedded) as PageTexts) : undefined;
    texts =
      parsed?.locale === locale
        ? Promise.resolve(parsed)
        : fetch(`/i18n/${locale}.json`).then((answer) => {
            if (!answer.ok) throw new Error(`no texts for ${locale}`);
            return answer.json() as Promise<PageTexts>;
          });
    texts.catch(() => textsByLocale.delete(locale));
    textsByLocale.set(locale, texts);
  }
  return texts;
}

/** Where a namespace's catalogue in a locale comes from, if there is one. */
async function importerOf(namespace: Namespace, locale: PageLocale): Promise<Importer | undefined> {
  if (import.meta.env.DEV) {
    const folder = namespace === 'common' ? '/src/locales' : `/src/features/${namespace}/locales`;
    return locale === PSEUDO_LOCALE
      ? SOURCE_PSEUDO_FILES[`${folder}/en.json`]
      : SOURCE_FILES[`${folder}/${locale}.json`];
  }
  const file = (await builtTexts(locale)).files[namespace];
  return file ? () => import(/* @vite-ignore */ file) : undefined;
}

const loading = new Map<string, Promise<void>>();
const ready = new Set<string>();

/** Loads a namespace's messages in a locale, the active one unless told (once); resolves when they are in. */
export function loadNamespace(
  namespace: Namespace,
  locale: PageLocale = i18n.locale as PageLocale,
): Promise<void> {
  const id = `${locale}/${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = importerOf(namespace, locale)
      .then((importer) => (importer ? importer() : Promise.reject(new Error(`no catalogue ${id}`))))
      .then(
        (module) => {
          i18n.load(locale, module.default);
          ready.add(id);
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
    loading.set(id, pending);
  }
  return pending;
}

/**
 * A namespace's messages in a locale, already compiled and in memory, marked ready: the server's render of the
 * first screen (src/entry-server.tsx) holds every catalogue, as it has no page to fetch them with.
 */
export function addLoadedCatalog(namespace: Namespace, locale: PageLocale, messages: Messages): void {
  i18n.load(locale, messages);
  ready.add(`${locale}/${namespace}`);
  loading.set(`${locale}/${namespace}`, Promise.resolve());
}

/** Whether a namespace's messages are here in the active locale, so a component can show them at once. */
export function isNamespaceLoaded(namespace: Namespace): boolean {
  return ready.has(`${i18n.locale}/${namespace}`);
}

/** Every namespace that has a catalogue (the tests load them all). */
export const ALL_NAMESPACES = Object.keys(SOURCE_FILES)
  .filter((path) => path.endsWith('/en.json'))
  .map((path) => /\/features\/([\w-]+)\//.exec(path)?.[1] ?? 'common') as Namespace[];

/**
 * Activates a locale with the namespaces the first page needs, and says so on `<html>` (`lang`, and `dir`: right
 * to left for Arabic), which the server has usually set already.
 */
export async function activateLocale(locale: PageLocale, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    [...new Set<Namespace>(['common', ...namespaces])].map((namespace) => loadNamespace(namespace, locale)),
  );
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * The language of this page: what the server put on `<html lang>` (it chose with the profile's setting, the
 * language cookie and Accept-Language), else the language cookie and the browser's languages (Vite's dev server
 * sets no language), else English. The pseudo-locale only through the cookie (the journeys set it).
 */
export function pageLocale(): PageLocale {
  const asked = document.documentElement.lang;
  if (asked === PSEUDO_LOCALE || isLocale(asked)) return asked;
  const cookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (cookie === PSEUDO_LOCALE || isLocale(cookie)) return cookie;
  return negotiateLocale(navigator.languages?.join(',')) ?? DEFAULT_LOCALE;
}

/** A message of a namespace, its `{placeholders}` filled in: for code outside components (toasts, titles). */
export function translate<N extends Namespace>(
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string {
  return i18n._(`${namespace}.${key}`, values);
}
