/** For waits without a known shape (a tab switching, a button busy); content with a shape gets skeletons. */
export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex justify-center py-6 ${className}`}>
      <span className="size-8 rounded-full border-4 border-line border-t-accent motion-safe:animate-spin" />
    </div>
  );
}
