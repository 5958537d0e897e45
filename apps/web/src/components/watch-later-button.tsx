import type { WatchTarget } from '@kinora/domain';
import { toastError, toastSuccess } from '../lib/toasts';
import { trpc } from '../lib/trpc';

interface WatchLaterButtonProps {
  target: WatchTarget;
  label?: string;
  /** What a screen reader says when the visible label alone is ambiguous (one button per episode row). */
  ariaLabel?: string;
  className?: string;
}

/**
 * The one watch-later button (hero, movie page, TV page, episode rows): one procedure, and the server's own
 * message in the toast, whether the title was added or already listed.
 */
export function WatchLaterButton({
  target,
  label = 'WatchLater',
  ariaLabel,
  className = 'btn-ghost',
}: WatchLaterButtonProps) {
  const utils = trpc.useUtils();
  const add = trpc.watchlist.add.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message);
      void utils.watchlist.list.invalidate();
    },
    onError: (error) => toastError(error),
  });
  return (
    <button
      type="button"
      className={className}
      disabled={add.isPending}
      aria-busy={add.isPending}
      aria-label={ariaLabel}
      onClick={() => add.mutate(target)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M8 3v10M3 8h10" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}
