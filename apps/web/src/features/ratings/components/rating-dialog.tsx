import { RATINGS, type Rating, starsText, type WatchTarget } from '@kinora/domain';
import { useId, useState } from 'react';
import { Modal } from '@/components/modal';
import { messageOf } from '@/lib/toasts';
import { useRemoveRating, useSetRating } from '../api/ratings-api';
import { StarRating } from './star-rating';

interface RatingDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is rated, as people name it: "Harbor Lights", "Episode 3: The Long Night". */
  subject: string;
  target: WatchTarget;
  /** The viewer's rating as stored, if any. */
  current: Rating | null;
}

/** Rating a title or an episode: the stars first; once there is a rating, the optional review under them. */
export function RatingDialog({ open, onClose, subject, target, current }: RatingDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={`Rate ${subject}`} size="md">
      <RatingForm subject={subject} target={target} current={current} onDone={onClose} />
    </Modal>
  );
}

const COUNT = new Intl.NumberFormat('en-US');

function RatingForm({
  subject,
  target,
  current,
  onDone,
}: Pick<RatingDialogProps, 'subject' | 'target' | 'current'> & { onDone: () => void }) {
  const [halfStars, setHalfStars] = useState<number | null>(current?.rating ?? null);
  const [review, setReview] = useState(current?.review ?? '');
  const [spoiler, setSpoiler] = useState(current?.spoiler ?? false);
  const save = useSetRating();
  const remove = useRemoveRating();
  const ids = { review: useId(), counter: useId() };
  const isBusy = save.isPending || remove.isPending;
  const failure = save.error ?? remove.error;

  function submit() {
    if (halfStars === null) return;
    save.mutate(
      { ...target, rating: halfStars, review: review.trim() ? review : undefined, spoiler },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StarRating
          value={halfStars}
          onChange={setHalfStars}
          label={`Your rating of ${subject}`}
          autoFocus
          onCommit={submit}
        />
        <p aria-hidden="true" className="text-sm font-semibold text-text">
          {halfStars === null ? 'Not rated yet' : starsText(halfStars)}
        </p>
      </div>
      {halfStars === null ? (
        <p className="text-sm text-muted">
          Pick from half a star to five stars: tap or click a star, or use the arrow keys.
        </p>
      ) : (
        <div className="space-y-3">
          <div>
            <label htmlFor={ids.review} className="mb-1.5 block text-sm font-medium">
              Review <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id={ids.review}
              rows={5}
              maxLength={RATINGS.REVIEW_MAX_CHARS}
              value={review}
              onChange={(event) => setReview(event.target.value)}
              aria-describedby={ids.counter}
              className="field min-h-28 py-2"
            />
            <p id={ids.counter} className="mt-1 text-end text-xs text-muted">
              {`${COUNT.format(review.length)} / ${COUNT.format(RATINGS.REVIEW_MAX_CHARS)} characters`}
            </p>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={spoiler}
              onChange={(event) => setSpoiler(event.target.checked)}
              className="size-5 accent-accent"
            />
            The review gives away the story (hide it behind "Show spoiler")
          </label>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {messageOf(failure, 'Your rating could not be saved. Please try again.')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={halfStars === null || isBusy}>
          {save.isPending ? 'Saving...' : 'Save rating'}
        </button>
        {current && (
          <button
            type="button"
            className="btn-ghost"
            disabled={isBusy}
            onClick={() => remove.mutate(target, { onSuccess: onDone })}
          >
            Remove rating
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
