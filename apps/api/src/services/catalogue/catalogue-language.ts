import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@kinora/domain';
import { type Catalogue, isMultilingual } from '@kinora/tmdb';

/**
 * Which language the catalogue answers in (docs/decisions/015-catalogue-language.md). Services never pass a
 * language: the work they are part of carries it. A request's is set by a hook for both doors
 * (plugins/catalogue-language.ts); a job working for one profile runs its reads inside `withCatalogueLanguage`.
 * Work outside any (a job for no one, a test's caller) reads English.
 */

/** The language of the work in progress; asked for on the first catalogue read, not before. */
type LanguageOfWork = () => Promise<Locale>;

const current = new AsyncLocalStorage<LanguageOfWork>();

/**
 * Runs `work` with the catalogue answering in `language`: a locale, or how to find it out (a request's needs its
 * session, so it is asked for once, only if the work reads the catalogue).
 */
export function withCatalogueLanguage<T>(language: Locale | (() => Promise<Locale>), work: () => T): T {
  if (typeof language === 'string') {
    const known = Promise.resolve(language);
    return current.run(() => known, work);
  }
  let asked: Promise<Locale> | undefined;
  return current.run(() => (asked ??= language()), work);
}

/** The language the catalogue answers the work in progress in (English outside any). */
export async function catalogueLanguage(): Promise<Locale> {
  const language = current.getStore();
  return language ? language() : DEFAULT_LOCALE;
}

type Method = Exclude<keyof Catalogue, 'kind'>;

/** Every read; the type check fails here when the Catalogue gains a read this list lacks. */
const READS = {
  trending: true,
  movieList: true,
  tvList: true,
  details: true,
  credits: true,
  similar: true,
  videos: true,
  season: true,
  search: true,
  searchPeople: true,
  popularPeople: true,
  person: true,
  personCredits: true,
  browse: true,
  discover: true,
  recommendations: true,
  keywords: true,
  certification: true,
  findByImdbId: true,
  watchProviders: true,
  regionProviders: true,
} satisfies Record<Method, true>;

/**
 * The catalogue the services read: each call goes to `catalogue.inLocale(<the work's language>)`. English work,
 * and work without a language, reads `catalogue` itself, exactly as before languages existed. A catalogue that is
 * not multilingual (a test's stand-in) is used as it is. One built by spreading a multilingual one and replacing
 * some reads keeps its replacements for English only: another language reads the original's view.
 */
export function catalogueInLanguageOfWork(catalogue: Catalogue): Catalogue {
  if (!isMultilingual(catalogue)) return catalogue;
  const call = (method: Method, args: unknown[]): Promise<unknown> => {
    const language = current.getStore();
    const read = (source: Catalogue) => (source[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    if (!language) return read(catalogue);
    return language().then((locale) =>
      read(locale === DEFAULT_LOCALE ? catalogue : catalogue.inLocale(locale)),
    );
  };
  const reads = Object.fromEntries(
    (Object.keys(READS) as Method[]).map((method) => [method, (...args: unknown[]) => call(method, args)]),
  );
  return { ...(reads as Omit<Catalogue, 'kind'>), kind: catalogue.kind };
}
