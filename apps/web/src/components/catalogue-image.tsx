import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { type ImageSize, useImageUrl } from '@/lib/images';

interface CatalogueImageProps {
  path: string | null | undefined;
  alt: string;
  size?: ImageSize;
  className?: string;
  /** Shown instead of the image when there is none or it fails to load ('No Image' unless told). */
  fallbackLabel?: string;
  /** The hero and the first row load eagerly; everything else waits until it scrolls near. */
  eager?: boolean;
  /** 'contain' shows the whole picture inside the box (letterboxed) when its shape may not match the box's. */
  fit?: 'cover' | 'contain';
  onLoad?: () => void;
}

/**
 * Every catalogue picture: a lazy <img> with alt text, and a labelled placeholder when the catalogue has no
 * image or the image is broken. The caller sizes it (aspect-ratio classes), so nothing shifts as it loads.
 */
export function CatalogueImage({
  path,
  alt,
  size,
  className = '',
  fallbackLabel,
  eager = false,
  fit = 'cover',
  onLoad,
}: CatalogueImageProps) {
  const t = useT('common');
  const url = useImageUrl()(path, size);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    // An empty alt marks a decorative picture: its placeholder is decorative too.
    const label = alt
      ? { role: 'img', 'aria-label': t('noImageLabel', { name: alt }) }
      : { 'aria-hidden': true };
    return (
      <div
        {...label}
        className={`flex items-center justify-center bg-raised text-center text-xs font-medium text-muted ${className}`}
      >
        {fallbackLabel ?? t('noImage')}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      className={`bg-raised ${fit === 'contain' ? 'object-contain' : 'object-cover'} ${className}`}
      onError={() => setFailedUrl(url)}
      onLoad={onLoad}
    />
  );
}
