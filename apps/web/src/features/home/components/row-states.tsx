import { Skeleton } from '@/components/skeleton';

/** Enough placeholders to fill the widest row (about six and a half cards), so no gap shows while loading. */
const SKELETON_CARDS = 7;

/**
 * A row's cards while it loads: poster-shaped blocks and a title line. Decorative; the row announces its loading
 * with `RowLoadingStatus`, placed outside the carousel (see there).
 */
export function RowSkeletons() {
  return (
    <>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <div key={index} aria-hidden="true">
          <Skeleton className="aspect-[2/3] w-full" />
          <Skeleton className="mt-2 h-4 w-3/4" />
          <Skeleton className="mt-1 h-3 w-1/2" />
        </div>
      ))}
    </>
  );
}

/**
 * Tells screen readers a row is loading. It must sit outside the carousel: an sr-only element is absolutely
 * positioned, and inside the row it would escape the scroller's clipping and widen the page.
 */
export function RowLoadingStatus({ label, isLoading }: { label: string; isLoading: boolean }) {
  return (
    <span role="status" className="sr-only">
      {isLoading ? `Loading ${label}` : ''}
    </span>
  );
}

/** A row with nothing to show (failed or empty): the heading stays so the page keeps its shape. */
export function EmptyRow({ title, message }: { title: string; message: string }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold sm:text-xl">{title}</h2>
      <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
        {message}
      </p>
    </section>
  );
}
