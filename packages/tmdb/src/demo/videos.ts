import { LOCALES, type MediaType, type Video } from '@kinora/domain';
import { DAY_MS } from '../shared/dates';
import { type DemoLanguage, ENGLISH } from './languages';
import { createRng, hexId, type Rng, STREAM } from './prng';

/**
 * YouTube-shaped videos. Most titles have a trailer, some only a teaser, a few nothing; featurettes now and then.
 * Keys look like YouTube's (11 characters of base64url) but point at nothing real.
 */

const YOUTUBE_KEY_LENGTH = 11;
const YOUTUBE_KEY_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
const VIDEO_ID_LENGTH = 24;
const NO_VIDEO_SHARE = 0.06;
const TEASER_ONLY_SHARE = 0.12;
const EXTRA_TEASER_SHARE = 0.4;
const FEATURETTE_SHARE = 0.35;
const OFFICIAL_SHARE = 0.9;
const SIZES = [720, 1080, 1080, 2160] as const;
const TRAILER_NAMES = ['Official Trailer', 'Main Trailer', 'Final Trailer', 'International Trailer'] as const;
const TEASER_NAMES = ['Teaser', 'Official Teaser', 'Teaser Trailer'] as const;
const FEATURETTE_NAMES = [
  'Behind the Scenes',
  'Meet the Cast',
  'Making Of Featurette',
  'A Look Inside',
] as const;
const MEDIA_CODE = { movie: 1, tv: 2 } as const;
/** Most titles with a trailer also have one dubbed into a language the demo writes (French, Spanish). */
const DUBBED_SHARE = 0.7;
/** Trailers come out weeks to months before release. */
const PUBLISHED_BEFORE_RELEASE_DAYS = [10, 150] as const;

type VideoType = 'Trailer' | 'Teaser' | 'Featurette';

export function titleVideos(
  seed: number,
  media: MediaType,
  index: number,
  releaseDay: number,
  lang: DemoLanguage = ENGLISH,
): Video[] {
  const videos = originalVideos(seed, media, index, releaseDay);
  const dubbing = lang.dubbedTrailers;
  const trailer = videos.find((v) => v.type === 'Trailer');
  if (!dubbing || !trailer) return videos;
  // Its own stream per language: the English videos and the other languages' dubs never shift.
  const keys = [seed, STREAM.DUBBED_VIDEO, MEDIA_CODE[media], index, LOCALES.indexOf(lang.locale)];
  const rng = createRng(...keys);
  if (!rng.chance(DUBBED_SHARE)) return videos;
  const dubbed: Video = {
    ...video(rng, 'Trailer', releaseDay, keys),
    iso_639_1: dubbing.language,
    iso_3166_1: dubbing.country,
    name: rng.pick(dubbing.names),
  };
  return [dubbed, ...videos];
}

function originalVideos(seed: number, media: MediaType, index: number, releaseDay: number): Video[] {
  const rng = createRng(seed, STREAM.VIDEO, MEDIA_CODE[media], index);
  const roll = rng.next();
  if (roll < NO_VIDEO_SHARE) return [];
  const types: VideoType[] = [];
  if (roll < NO_VIDEO_SHARE + TEASER_ONLY_SHARE) types.push('Teaser');
  else {
    types.push(...Array.from({ length: rng.int(1, 2) }, () => 'Trailer' as const));
    if (rng.chance(EXTRA_TEASER_SHARE)) types.push('Teaser');
  }
  if (rng.chance(FEATURETTE_SHARE))
    types.push(...Array.from({ length: rng.int(1, 2) }, () => 'Featurette' as const));
  return types.map((type, i) =>
    video(rng, type, releaseDay, [seed, STREAM.VIDEO, MEDIA_CODE[media], index, i]),
  );
}

function video(rng: Rng, type: VideoType, releaseDay: number, idKeys: number[]): Video {
  const names = type === 'Trailer' ? TRAILER_NAMES : type === 'Teaser' ? TEASER_NAMES : FEATURETTE_NAMES;
  const publishedDay = releaseDay - rng.int(...PUBLISHED_BEFORE_RELEASE_DAYS);
  return {
    iso_639_1: 'en',
    iso_3166_1: 'US',
    name: rng.pick(names),
    key: Array.from({ length: YOUTUBE_KEY_LENGTH }, () => rng.pick(YOUTUBE_KEY_CHARS)).join(''),
    site: 'YouTube',
    size: rng.pick(SIZES),
    type,
    official: rng.chance(OFFICIAL_SHARE),
    published_at: new Date(publishedDay * DAY_MS + rng.int(0, DAY_MS - 1)).toISOString(),
    id: hexId(VIDEO_ID_LENGTH, ...idKeys),
  };
}
