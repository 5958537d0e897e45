import type { HistoryKind } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { OutlineIcon } from '@/components/outline-icon';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useDeleteHistoryEntry } from '../api/history-api';
import type { HistoryRow } from '../utils/history-rows';

const THUMBNAIL = 'aspect-[2/3] w-14 shrink-0 rounded-md sm:w-16';

/** Chat entries have no picture of their own: a speech bubble stands in. */
function ChatThumbnail() {
  return (
    <div aria-hidden="true" className={`grid place-items-center bg-raised text-accent ${THUMBNAIL}`}>
      <OutlineIcon className="size-7" strokeWidth={1.8}>
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      </OutlineIcon>
    </div>
  );
}

/** Posters and photos fill the thumbnail; an episode's 16:9 still sits in its middle rather than being cropped. */
function RowThumbnail({ row }: { row: HistoryRow }) {
  if (!row.isStill) return <CatalogueImage path={row.image} alt={row.title} className={THUMBNAIL} />;
  return (
    <div className={`flex items-center overflow-hidden bg-raised ${THUMBNAIL}`}>
      <CatalogueImage path={row.image} alt={row.title} className="aspect-video w-full" />
    </div>
  );
}

interface HistoryRowItemProps {
  kind: HistoryKind;
  row: HistoryRow;
}

/** One entry: picture, title, detail and date open it; the button beside them deletes it. */
export function HistoryRowItem({ kind, row }: HistoryRowItemProps) {
  const t = useT('history');
  const remove = useDeleteHistoryEntry(kind);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2 sm:gap-4 sm:p-3">
      <Link
        to={row.href}
        state={row.state}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg sm:gap-4"
      >
        {kind === 'chat' ? <ChatThumbnail /> : <RowThumbnail row={row} />}
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold break-words group-hover:text-accent">{row.title}</p>
          <p className="mt-0.5 line-clamp-2 text-sm text-muted">{row.detail}</p>
          <p className="mt-1 text-xs text-muted">
            {row.isDateUnknown ? t('dateUnknown') : <time dateTime={row.date}>{formatDate(row.date)}</time>}
          </p>
        </div>
      </Link>
      <button
        type="button"
        aria-label={t('deleteEntryLabel', { title: row.title, kind })}
        title={t('delete')}
        disabled={remove.isPending}
        onClick={() => remove.mutate({ kind, entryId: row.entryId })}
        className="grid size-11 shrink-0 place-items-center rounded-lg border border-line text-muted hover:border-danger hover:text-danger disabled:opacity-60"
      >
        <OutlineIcon className="size-5" strokeWidth={1.8}>
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" strokeLinejoin="round" strokeLinecap="round" />
        </OutlineIcon>
      </button>
    </li>
  );
}
