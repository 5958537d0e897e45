import { DEFAULT_LOCALE, type Locale } from '@kinora/domain';
import { type Catalogue, isMultilingual, type MultilingualCatalogue } from '@kinora/tmdb';
import type { Deps } from '../../deps';

/**
 * Which language the catalogue answers in (docs/decisions/015-catalogue-language.md). Services never pass a
 * language: the `deps` they are given carry it. A request's `deps` read in its language
 * (plugins/catalogue-language.ts: `request.deps`, and tRPC's `ctx.deps`); a job working for one profile reads
 * through `catalogueInLanguage`. Work with the app's own `deps` (a job for no one, a test's caller) reads
 * English.
 *
 * The language is carried explicitly, never in an AsyncLocalStorage: on Node 20, the first context ever entered
 * turns on promise hooks for every promise of the process for good (an `await` costs about 2.5 times as
 * much), which was 17% of a cached catalogue read's work (decision 015). A web app page's prefetch is given
 * its page's language the same way (app.ts).
 */

/** A language, or how to find it out (a request's needs its session: it is asked on the first read, not before). */
export type LanguageOfWork = Locale | (() => Locale | Promise<Locale>);

type Method = Exclude<keyof Catalogue, 'kind'>;
type Read = (...args: unknown[]) => Promise<unknown>;

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

/** A view's English self: the catalogue beneath it, read without any language of work. */
const ENGLISH = Symbol('the catalogue in English');
type Viewed = Catalogue & { [ENGLISH]?: Catalogue };

/**
 * `catalogue` answering in `locale`. English is the catalogue itself (beneath any view), not
 * `inLocale('en')`: a test's stand-in spread from a multilingual one keeps its replacements there. Another
 * language is its `inLocale` view, or the catalogue itself when it has none (a stand-in that is not
 * multilingual).
 */
function viewIn(catalogue: Catalogue, locale: Locale): Catalogue {
  if (locale === DEFAULT_LOCALE) return (catalogue as Viewed)[ENGLISH] ?? catalogue;
  return isMultilingual(catalogue) ? catalogue.inLocale(locale) : catalogue;
}

/**
 * A catalogue answering in one language of work. A class with its reads on the prototype, so that binding a
 * request's language costs one small object, not a closure per read.
 */
class CatalogueInLanguage {
  readonly kind: Catalogue['kind'];
  private chosen: Locale | Promise<Locale> | undefined;

  constructor(
    private readonly source: Catalogue,
    private readonly language: LanguageOfWork,
  ) {
    this.kind = source.kind;
  }

  /** The language, decided on first asking; a known one answers at once, without a promise. */
  locale(): Locale | Promise<Locale> {
    this.chosen ??= typeof this.language === 'function' ? this.language() : this.language;
    return this.chosen;
  }

  /** Another language's view of the same catalogue: binding again replaces this one's language. */
  inLocale(locale: Locale): Catalogue {
    return viewIn(this.source, locale);
  }

  get [ENGLISH](): Catalogue {
    return viewIn(this.source, DEFAULT_LOCALE);
  }

  read(method: Method, args: unknown[]): Promise<unknown> {
    const locale = this.locale();
    if (typeof locale === 'string') return (viewIn(this.source, locale)[method] as Read)(...args);
    return locale.then((known) => (viewIn(this.source, known)[method] as Read)(...args));
  }
}

for (const method of Object.keys(READS) as Method[]) {
  Object.defineProperty(CatalogueInLanguage.prototype, method, {
    value(this: CatalogueInLanguage, ...args: unknown[]) {
      return this.read(method, args);
    },
  });
}

/**
 * `catalogue` answering in `language`. English reads the catalogue's English self, exactly as before
 * languages existed. A catalogue that is not multilingual (a test's stand-in) answers as it is, but still
 * says the language it was asked for (`catalogueLanguage`). One built by spreading a multilingual one and
 * replacing some reads keeps its replacements for English only: another language reads the original's view.
 */
export function catalogueInLanguage(catalogue: Catalogue, language: LanguageOfWork): MultilingualCatalogue {
  return new CatalogueInLanguage(catalogue, language) as unknown as MultilingualCatalogue;
}

/** The services' dependencies with the catalogue answering in `language` (a request's, a job's for one profile). */
export function depsInLanguage(deps: Deps, language: LanguageOfWork): Deps {
  return { ...deps, catalogue: catalogueInLanguage(deps.catalogue, language) };
}

/**
 * The language `catalogue` answers in, for work that writes texts of its own next to its titles (the chat's
 * sentences, the import's second search): the language it was bound to, else English.
 */
export async function catalogueLanguage(catalogue: Catalogue): Promise<Locale> {
  return catalogue instanceof CatalogueInLanguage ? catalogue.locale() : DEFAULT_LOCALE;
}
