import type { MediaType } from '@kinora/domain';
import { type ReactNode, useMemo } from 'react';
import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { useTrending } from '../api/home-queries';
import { heroItems } from '../utils/hero-items';
import { HeroCarousel } from './hero-carousel';
import { HERO_BOX_CLASSES, HeroHeader, HeroScrims, HeroShimmer } from './hero-frame';

interface TrendingHeroProps {
  media: MediaType;
  /** The content-type switch, shown in the hero's header. */
  headerAction: ReactNode;
}

/**
 * The hero for the chosen catalogue. The box and its header stay put while the catalogue changes, so the switch
 * in the header keeps the keyboard focus; what is inside starts over: a shimmer in the same box while loading,
 * then the first trending title (with the shimmer again until its picture has loaded), or a quiet note if empty.
 */
export function TrendingHero({ media, headerAction }: TrendingHeroProps) {
  const trending = useTrending(media);
  const items = useMemo(() => heroItems(trending.data ?? []), [trending.data]);

  return (
    <div className={HERO_BOX_CLASSES}>
      <HeroHeader action={headerAction} />
      {items.length > 0 ? (
        <HeroCarousel key={media} items={items} media={media} />
      ) : (
        <HeroPlaceholder isLoading={trending.isPending} />
      )}
    </div>
  );
}

function HeroPlaceholder({ isLoading }: { isLoading: boolean }) {
  const t = useT('home');
  return (
    <section aria-label={t('trending')} aria-busy={isLoading} className="absolute inset-0">
      <HeroShimmer />
      <HeroScrims />
      <div className="absolute inset-x-0 bottom-0 z-10 max-w-3xl px-4 pb-20 sm:px-8 lg:px-12">
        {isLoading ? (
          <div role="status" aria-label={t('loadingTrending')}>
            <Skeleton className="h-10 w-3/4 sm:h-12" />
            <Skeleton className="mt-4 h-5 w-40" />
            <div className="mt-5 flex gap-3">
              <Skeleton className="h-11 w-24" />
              <Skeleton className="h-11 w-36" />
            </div>
          </div>
        ) : (
          <p className="text-lg text-muted">{t('trendingUnavailable')}</p>
        )}
      </div>
    </section>
  );
}
