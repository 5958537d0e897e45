import { WATCH_REGIONS, type WatchRegion } from '@kinora/domain';

/** The browser's languages; none in the server's render of a first screen, which has no browser to ask. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages ?? [navigator.language];
}

/**
 * The country the browser's languages name ('en-GB' -> GB, 'pt-BR' -> BR), the first one Kinora lists; none
 * when they name no country (plain 'en') or one 'Where to watch' does not cover.
 */
export function browserRegion(languages: readonly string[] = browserLanguages()) {
  for (const language of languages) {
    const country = /^[a-z]{2,3}-([A-Za-z]{2})\b/.exec(language)?.[1]?.toUpperCase();
    if (country && (WATCH_REGIONS as readonly string[]).includes(country)) return country as WatchRegion;
  }
  return undefined;
}
