import { PERSON } from '@kinora/domain';
import { useState } from 'react';
import { biographyAction, nextShownChars, visibleBiography } from '../utils/biography';

const BUTTON_LABEL = { more: 'Read more', less: 'Read less' } as const;

/** The biography in folds: BIOGRAPHY_INITIAL_CHARS, then BIOGRAPHY_STEP_CHARS more per 'Read more'. */
export function BiographyText({ text }: { text: string }) {
  const [shownChars, setShownChars] = useState<number>(PERSON.BIOGRAPHY_INITIAL_CHARS);
  const trimmed = text.trim();
  if (!trimmed) return <p className="text-muted">No biography available for this person.</p>;
  const action = biographyAction(shownChars, trimmed.length);
  return (
    <div>
      <p className="max-w-3xl leading-relaxed whitespace-pre-line text-text/90">
        {visibleBiography(trimmed, shownChars)}
      </p>
      {action && (
        <button
          type="button"
          className="link mt-2"
          aria-expanded={action === 'less'}
          onClick={() => setShownChars(nextShownChars(shownChars, trimmed.length))}
        >
          {BUTTON_LABEL[action]}
        </button>
      )}
    </div>
  );
}
