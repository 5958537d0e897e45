import { RATINGS, type Rating, starsOf, type WatchTarget } from '@kinora/domain';
import { useId, useState } from 'react';
import { Modal } from '@/components/modal';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
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
  const t = useT('ratings');
  return (
    <Modal open={open} onClose={onClose} title={t('rateSubject', { subject })} size="md">
      <RatingForm subject={subject} target={target} current={current} onDone={onClose} />
    </Modal>
  );
}

function RatingForm({
  subject,
  target,
  current,
  onDone,
}: Pick<RatingDialogProps, 'subject' | 'target' | 'current'> & { onDone: () => void }) {
  const t = useT('ratings');
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
          label={t('yourRatingOf', { subject })}
          autoFocus
          onCommit={submit}
        />
        <p aria-hidden="true" className="text-sm font-semibold text-text">
          {halfStars === null ? t('notRatedYet') : t('starsCount', { count: starsOf(halfStars) })}
        </p>
      </div>
      {halfStars === null ? (
        <p className="text-sm text-muted">{t('pickHint')}</p>
      ) : (
        <div className="space-y-3">
          <div>
            <label htmlFor={ids.review} className="mb-1.5 block text-sm font-medium">
              {t('reviewLabel')} <span className="font-normal text-muted">{t('optional')}</span>
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
              {t('reviewCounter', {
                count: formatNumber(review.length),
                max: formatNumber(RATINGS.REVIEW_MAX_CHARS),
              })}
            </p>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={spoiler}
              onChange={(event) => setSpoiler(event.target.checked)}
              className="size-5 accent-accent"
            />
            {t('spoilerCheckbox')}
          </label>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {messageOf(failure, t('saveFailed'))}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={halfStars === null || isBusy}>
          {save.isPending ? t('saving') : t('saveRating')}
        </button>
        {current && (
          <button
            type="button"
            className="btn-ghost"
            disabled={isBusy}
            onClick={() => remove.mutate(target, { onSuccess: onDone })}
          >
            {t('removeRating')}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
