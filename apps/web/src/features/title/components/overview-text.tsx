import { OVERVIEW_MAX_CHARS } from '@kinora/domain';
import { useState } from 'react';
import { truncate } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The overview cut at OVERVIEW_MAX_CHARS with 'Read more', and 'Read less' once open. */
export function OverviewText({ text }: { text: string | undefined }) {
  const t = useT('title');
  const [isExpanded, setExpanded] = useState(false);
  if (!text) return <p className="mt-4 max-w-3xl text-muted">{t('noOverview')}</p>;
  const isLong = text.length > OVERVIEW_MAX_CHARS;
  return (
    <p className="mt-4 max-w-3xl leading-relaxed text-text/90">
      {isLong && !isExpanded ? truncate(text, OVERVIEW_MAX_CHARS) : text}
      {isLong && (
        <>
          {' '}
          <button
            type="button"
            className="link whitespace-nowrap"
            aria-expanded={isExpanded}
            onClick={() => setExpanded(!isExpanded)}
          >
            {isExpanded ? t('readLess') : t('readMore')}
          </button>
        </>
      )}
    </p>
  );
}
