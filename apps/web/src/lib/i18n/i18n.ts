import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
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
const FILES = import.meta.glob<CatalogModule>(['/src/locales/*.json', '/src/features/*/locales/*.json']);
const PSEUDO_FILES = import.meta.glob<CatalogModule>(
  ['/src/locales/en.json', '/src/features/*/locales/en.json'],
  {
    query: '?pseudo',
  },
);

function fileOf(namespace: Namespace, locale: PageLocale): { files: typeof FILES; path: string } {
  const folder = namespace === 'common' ? '/src/locales' : `/src/features/${namespace}/locales`;
  return locale === PSEUDO_LOCALE
    ? { files: PSEUDO_FILES, path: `${folder}/en.json` }
    : { files: FILES, path: `${folder}/${locale}.json` };
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
    const { files, path } = fileOf(namespace, locale);
    const importer = files[path];
    pending = (importer ? importer() : Promise.reject(new Error(`no catalogue ${path}`))).then(
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

/** Whether a namespace's messages are here in the active locale, so a component can show them at once. */
export function isNamespaceLoaded(namespace: Namespace): boolean {
  return ready.has(`${i18n.locale}/${namespace}`);
}

/** Every namespace that has a catalogue (the tests load them all). */
export const ALL_NAMESPACES = Object.keys(FILES)
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
 * The language of this page: what the server put on `<html lang>` (it chose with the profile's setting, a
 * signed-out choice and Accept-Language), else the browser's languages, else English. The pseudo-locale only
 * when asked for by name.
 */
export function pageLocale(): PageLocale {
  const asked = document.documentElement.lang;
  if (asked === PSEUDO_LOCALE || isLocale(asked)) return asked;
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
