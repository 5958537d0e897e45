import { PERSON } from '@kinora/domain';
import { useT } from '@/lib/i18n';
import { useShowMore } from '@/lib/use-show-more';

/**
 * The biography in folds: 350 characters, then 300 more per 'Read more'; once all of a long biography shows,
 * 'Read less' folds it back to the first 350.
 */
export function BiographyText({ text }: { text: string }) {
  const t = useT('person');
  const trimmed = text.trim();
  const fold = useShowMore(PERSON.BIOGRAPHY_CHARS, { total: trimmed.length });
  if (!trimmed) return <p className="text-muted">{t('noBiography')}</p>;
  const isCut = fold.shown < trimmed.length;
  return (
    <div>
      <p className="max-w-3xl leading-relaxed whitespace-pre-line text-text/90">
        {isCut ? `${trimmed.slice(0, fold.shown).trimEnd()}…` : trimmed}
      </p>
      {(fold.hasMore || fold.hasLess) && (
        <button
          type="button"
          className="link mt-2"
          aria-expanded={!fold.hasMore}
          onClick={fold.hasMore ? fold.more : fold.reset}
        >
          {fold.hasMore ? t('readMore') : t('readLess')}
        </button>
      )}
    </div>
  );
}
