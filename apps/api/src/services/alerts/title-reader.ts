import { DEFAULT_LOCALE, isAppError, type Locale, type MediaType } from '@kinora/domain';
import type { Deps } from '../../deps';
import { catalogueInLanguage } from '../catalogue/catalogue-language';
import { factsOf, type TitleFacts } from './alert-events';

/**
 * Catalogue reads of one alerts run at once. The TMDB client already paces every request of the instance under
 * TMDB's limit; keeping the run's own reads few means viewers' requests never queue behind more than these.
 */
export const ALERT_READS_AT_ONCE = 4;

/** A provider streaming a title in one country. */
export type StreamingProvider = { id: number; name: string };

/** What one run keeps of a title's offers: the streaming providers in the countries some follower uses. */
type Offers = Map<string, StreamingProvider[]>;

export type TitleReader = {
  /**
   * The title's facts, its name in `locale` (a follower's language); null when the catalogue does not know it or
   * could not answer (counted in `failures`).
   */
  facts(media: MediaType, id: number, locale?: Locale): Promise<TitleFacts | null>;
  /** The title's streaming providers by country; null when they could not be read. */
  offers(media: MediaType, id: number): Promise<Offers | null>;
  /** Titles whose reads failed for another reason than "unknown title". */
  readonly failures: number;
  /** Catalogue reads made (each title's details and offers at most once per run). */
  readonly reads: number;
};

/** At most `limit` calls in flight; a finishing call hands its slot straight to the next in line. */
function createGate(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(call: () => Promise<T>): Promise<T> => {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await call();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * The catalogue as one run reads it: each title's details and offers are asked for once however many viewers
 * follow it (the promise is kept for the run), through the cached catalogue, a few at a time. A title that
 * fails is logged and skipped; the run goes on.
 */
export function createTitleReader(deps: Deps, regions: ReadonlySet<string>): TitleReader {
  const gate = createGate(ALERT_READS_AT_ONCE);
  const factsByTitle = new Map<string, Promise<TitleFacts | null>>();
  const offersByTitle = new Map<string, Promise<Offers | null>>();
  const failed = new Set<string>();
  let reads = 0;

  async function guarded<T>(key: string, read: () => Promise<T>): Promise<T | null> {
    try {
      reads += 1;
      return await gate(read);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return null;
      if (!failed.has(key)) deps.log.warn({ err: error, title: key }, 'alerts: a title could not be read');
      failed.add(key);
      return null;
    }
  }

  function compactOffers(
    all: Record<string, { flatrate?: { provider_id: number; provider_name: string }[] }>,
  ) {
    const offers: Offers = new Map();
    for (const region of regions) {
      const list = Object.hasOwn(all, region) ? all[region]?.flatrate : undefined;
      offers.set(
        region,
        (list ?? []).map((p) => ({ id: p.provider_id, name: p.provider_name })),
      );
    }
    return offers;
  }

  return {
    facts(media, id, locale = DEFAULT_LOCALE) {
      const key = `${media}:${id}`;
      let found = factsByTitle.get(`${key}|${locale}`);
      if (!found) {
        const read = () => catalogueInLanguage(deps.catalogue, locale).details(media, id);
        found = guarded(key, async () => factsOf(media, await read()));
        factsByTitle.set(`${key}|${locale}`, found);
      }
      return found;
    },
    offers(media, id) {
      const key = `${media}:${id}`;
      let found = offersByTitle.get(key);
      if (!found) {
        found = guarded(key, async () => compactOffers(await deps.catalogue.watchProviders(media, id)));
        offersByTitle.set(key, found);
      }
      return found;
    },
    get failures() {
      return failed.size;
    },
    get reads() {
      return reads;
    },
  };
}
