import { IMAGE_SIZES } from '@kinora/domain';
import { useState } from 'react';
import { useImageUrl } from '@/lib/images';

interface HeroBackdropProps {
  path: string | null | undefined;
  title: string;
}

/**
 * The hero picture in `original` size. It is the page's largest paint, so it loads eagerly at high priority and
 * is never hidden behind an opacity fade-in; a shimmer fills its box until it has loaded, and a plain panel
 * stands in when the title has no picture or it fails to load.
 */
export function HeroBackdrop({ path, title }: HeroBackdropProps) {
  const url = useImageUrl()(path, IMAGE_SIZES.HERO);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!url || failedUrl === url) {
    return (
      <div
        role="img"
        aria-label={`${title} (no image)`}
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-raised),var(--color-ink)_70%)]"
      />
    );
  }
  return (
    <>
      {loadedUrl !== url && <HeroShimmer />}
      <img
        // A new element per picture, so the shimmer (not the previous title's picture) shows while it loads.
        key={url}
        src={url}
        alt={title}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        onLoad={() => setLoadedUrl(url)}
        onError={() => setFailedUrl(url)}
        className="absolute inset-0 h-full w-full object-cover object-[center_20%]"
      />
    </>
  );
}

/** The loading shimmer of PRODUCT.md section 4; decorative, the hero's text says what is loading. */
export function HeroShimmer() {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-shimmer"
      className="absolute inset-0 bg-linear-to-br from-raised via-surface to-raised motion-safe:animate-pulse"
    />
  );
}
