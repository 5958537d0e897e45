import { type MediaType, type RegionOffers, WATCH_REGIONS, type WatchProvider } from '@kinora/domain';
import { createRng, STREAM } from './prng';

/**
 * The demo's streaming services: made up (the demo's titles are too), each with the kinds of offer it makes.
 * They have no logos and no pages to link to; the web app shows their names.
 */
const DEMO_PROVIDERS: readonly (WatchProvider & { offers: readonly ('flatrate' | 'rent' | 'buy')[] })[] = [
  {
    provider_id: 9001,
    provider_name: 'Reelstream',
    logo_path: null,
    display_priority: 1,
    offers: ['flatrate'],
  },
  {
    provider_id: 9002,
    provider_name: 'Marquee+',
    logo_path: null,
    display_priority: 2,
    offers: ['flatrate'],
  },
  {
    provider_id: 9003,
    provider_name: 'Nightowl TV',
    logo_path: null,
    display_priority: 3,
    offers: ['flatrate'],
  },
  {
    provider_id: 9004,
    provider_name: 'Kiosk Films',
    logo_path: null,
    display_priority: 4,
    offers: ['rent', 'buy'],
  },
  {
    provider_id: 9005,
    provider_name: 'Celluloid Store',
    logo_path: null,
    display_priority: 5,
    offers: ['rent', 'buy'],
  },
  {
    provider_id: 9006,
    provider_name: 'Boxoffice Direct',
    logo_path: null,
    display_priority: 6,
    offers: ['buy'],
  },
  {
    provider_id: 9007,
    provider_name: 'Freeview Flix',
    logo_path: null,
    display_priority: 7,
    offers: ['flatrate'],
  },
];

/**
 * A region's providers: every demo provider may carry titles in every region Kinora lists (demoWatchProviders),
 * so each such region lists them all, for movies and shows alike; a region outside WATCH_REGIONS has no data.
 */
export function demoRegionProviders(region: string): WatchProvider[] {
  if (!(WATCH_REGIONS as readonly string[]).includes(region)) return [];
  return DEMO_PROVIDERS.map(({ offers: _offers, ...provider }) => ({ ...provider }));
}

const MEDIA_KEY: Readonly<Record<MediaType, number>> = { movie: 1, tv: 2 };

/**
 * Plausible offers for a demo title in every region, the same for the same seed, title and region: each
 * provider carries the title in a region with some chance, and a released title is mostly somewhere.
 */
export function demoWatchProviders(seed: number, media: MediaType, id: number): Record<string, RegionOffers> {
  const results: Record<string, RegionOffers> = {};
  WATCH_REGIONS.forEach((region, regionIndex) => {
    const rng = createRng(seed, STREAM.PROVIDERS, MEDIA_KEY[media], id, regionIndex);
    const offers: Required<Pick<RegionOffers, 'flatrate' | 'rent' | 'buy'>> = {
      flatrate: [],
      rent: [],
      buy: [],
    };
    for (const { offers: kinds, ...provider } of DEMO_PROVIDERS) {
      if (rng.next() < 0.35) for (const kind of kinds) offers[kind].push({ ...provider });
    }
    const any = offers.flatrate.length + offers.rent.length + offers.buy.length > 0;
    if (any) results[region] = offers;
  });
  return results;
}
