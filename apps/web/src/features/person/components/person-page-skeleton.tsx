import { PERSON } from '@kinora/domain';
import { PosterSkeletons, Skeleton } from '@/components/skeleton';
import { LAYOUT } from './person-layout';

/** The person page's shape while it loads; the name from the link is the heading from the start. */
export function PersonPageSkeleton({ name }: { name: string }) {
  return (
    <div role="status" aria-label="Loading person" className={LAYOUT.page}>
      <div className={LAYOUT.profile}>
        <Skeleton className={LAYOUT.photo} />
        <div>
          {name ? <h1 className={LAYOUT.name}>{name}</h1> : <Skeleton className="h-10 w-2/3" />}
          <div className="mt-6 space-y-3">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="mt-8 h-32 w-full max-w-3xl" />
        </div>
      </div>
      <PosterSkeletons
        count={PERSON.CREDITS_INITIAL_BATCH}
        className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      />
    </div>
  );
}
