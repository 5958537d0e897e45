import { useT } from '@/lib/i18n';

/** For waits without a known shape (a tab switching, a button busy); content with a shape gets skeletons. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const t = useT('common');
  return (
    <div role="status" aria-label={label ?? t('loading')} className={`flex justify-center py-6 ${className}`}>
      <span className="size-8 rounded-full border-4 border-line border-t-accent motion-safe:animate-spin" />
    </div>
  );
}
