import { useT } from '@/lib/i18n';

/** Shown for the moment a route's code is downloading: a thin bar, so fast loads do not flash anything heavy. */
export function RouteFallback() {
  const t = useT('common');
  return (
    <div role="status" aria-label={t('loadingPage')} className="h-0.5 w-full overflow-hidden bg-line">
      <div className="h-full w-1/3 motion-safe:animate-pulse bg-accent" />
    </div>
  );
}
