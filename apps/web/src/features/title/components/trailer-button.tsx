import type { MediaType } from '@kinora/domain';
import { useTrailerDialog } from '../api/use-trailer-dialog';
import { TrailerModal } from './trailer-modal';

/**
 * Opens the trailer dialog. While the list loads the button only says so: it is not disabled, because a
 * disabled button loses focus, and the dialog must hand focus back to it when it closes.
 */
export function TrailerButton({ media, id, title }: { media: MediaType; id: number; title: string }) {
  const dialog = useTrailerDialog(media, id);
  return (
    <>
      <button
        type="button"
        className="btn-ghost"
        aria-busy={dialog.isFetching}
        onClick={() => {
          if (!dialog.isFetching) void dialog.open();
        }}
      >
        <span aria-hidden="true">▶</span>
        {dialog.isFetching ? 'Loading…' : 'Trailer'}
      </button>
      <TrailerModal open={dialog.isOpen} onClose={dialog.close} title={title} trailers={dialog.trailers} />
    </>
  );
}
