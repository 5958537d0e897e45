import { SEARCH } from '@kinora/domain';
import { Link } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useTrendingSearches } from '../api/search-queries';

// grid-cols-1 (minmax(0, 1fr)), so a long title truncates instead of widening the page on phones.
const LIST_CLASSES = 'grid grid-cols-1 gap-2 sm:grid-cols-2';

/** Suggestions while nothing is being searched: 14 trending titles, each opening its detail page. */
export function TrendingSearches() {
  const t = useT('search');
  const trending = useTrendingSearches();
  return (
    <section aria-labelledby="trending-searches-heading" className="mt-10">
      <h2 id="trending-searches-heading" className="mb-4 text-lg font-semibold sm:text-xl">
        {t('trendingHeading')}
      </h2>
      {trending.isPending ? (
        <div role="status" aria-label={t('loadingTrending')} className={LIST_CLASSES}>
          {Array.from({ length: SEARCH.TRENDING_ITEMS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : trending.items.length === 0 ? (
        <p className="text-muted">{t('trendingUnavailable')}</p>
      ) : (
        <ol className={LIST_CLASSES}>
          {trending.items.map((item, index) => (
            <li key={item.key}>
              <Link
                to={item.href}
                className="group flex min-h-12 items-center gap-3 rounded-lg border border-line bg-surface px-3 hover:border-accent/60"
              >
                <span
                  aria-hidden="true"
                  className="w-6 shrink-0 text-end text-sm font-bold text-muted tabular-nums"
                >
                  {formatNumber(index + 1)}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium group-hover:text-accent">
                  {item.title}
                </span>
                <span className="shrink-0 rounded bg-raised px-1.5 py-0.5 text-[11px] font-semibold text-muted uppercase">
                  {item.media === 'movie' ? t('badgeMovie') : t('badgeTv')}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
