import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** Prev, 'Page X of Y', Next: the admin tables' paging. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the control for screen readers when a page has more than one table. */
  label: string;
}) {
  const t = useT('admin');
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      <button
        type="button"
        className="btn-ghost min-h-9 px-3"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previousButton')}
      </button>
      <span className="text-sm text-muted">
        {t('pageOf', { page: formatNumber(page), total: formatNumber(totalPages) })}
      </span>
      <button
        type="button"
        className="btn-ghost min-h-9 px-3"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('nextButton')}
      </button>
    </nav>
  );
}
