import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';

/** The detail page's shape while it loads: backdrop, title (the name from the link, when known), facts, buttons. */
export function TitlePageSkeleton({ name }: { name: string }) {
  const t = useT('title');
  return (
    <div role="status" aria-label={t('loadingTitle')}>
      <Skeleton className="aspect-video max-h-[70dvh] w-full rounded-none lg:aspect-[21/9]" />
      <div className="relative mx-auto mt-2 max-w-6xl px-4 sm:-mt-28 sm:px-6 lg:-mt-56 lg:flex lg:gap-8 lg:px-10">
        <Skeleton className="hidden aspect-[2/3] w-48 shrink-0 rounded-xl lg:block xl:w-56" />
        <div className="flex-1">
          {name ? (
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{name}</h1>
          ) : (
            <Skeleton className="h-10 w-2/3" />
          )}
          <Skeleton className="mt-4 h-5 w-1/2" />
          <Skeleton className="mt-4 h-20 w-full max-w-3xl" />
          <div className="mt-6 flex gap-3">
            <Skeleton className="h-11 w-24" />
            <Skeleton className="h-11 w-24" />
            <Skeleton className="h-11 w-24" />
          </div>
        </div>
      </div>
    </div>
  );
}
