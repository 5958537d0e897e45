import { useT } from '@/lib/i18n';

/** A placeholder block in the shape of content that is loading; decorative, so hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-lg bg-raised motion-safe:animate-pulse ${className}`} />;
}

/** A grid or row of poster-shaped skeletons, announced once as loading. */
export function PosterSkeletons({ count, className = '' }: { count: number; className?: string }) {
  const t = useT('common');
  return (
    <div role="status" aria-label={t('loading')} className={className}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <Skeleton key={i} className="aspect-[2/3] w-full" />
      ))}
    </div>
  );
}
