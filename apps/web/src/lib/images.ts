import { IMAGE_SIZES } from '@kinora/domain';
import { useCallback } from 'react';
import { useRuntimeConfig } from './runtime-config';

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/** Catalogue image paths look like `/abc.jpg`; anything else (a URL, a script) is not ours to load. */
const IMAGE_PATH = /^\/[A-Za-z0-9._/-]+$/;

/** `{base}{size}{path}`: TMDB's CDN or the API's own drawer, whichever the runtime config names. */
function imageUrl(base: string, path: string | null | undefined, size: ImageSize): string | null {
  if (!path || !IMAGE_PATH.test(path)) return null;
  return `${base}${size}${path}`;
}

export function useImageUrl(): (path: string | null | undefined, size?: ImageSize) => string | null {
  const { imageBaseUrl } = useRuntimeConfig();
  return useCallback(
    (path, size = IMAGE_SIZES.THUMBNAIL) => imageUrl(imageBaseUrl, path, size),
    [imageBaseUrl],
  );
}
