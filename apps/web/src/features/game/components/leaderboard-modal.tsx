import type { LeaderboardEntry } from '@kinora/domain';
import { Modal } from '@/components/modal';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useLeaderboard } from '../api/game-api';

/** The top 50 best scores. A failed load shows the empty list: the game itself never depends on it. */
export function LeaderboardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('game');
  const board = useLeaderboard(open);
  const rows = board.data ?? [];
  return (
    <Modal open={open} onClose={onClose} title={t('leaderboardTitle')} size="md">
      {board.isPending ? (
        <p role="status" className="py-6 text-center text-muted">
          {t('leaderboardLoading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('noScores')}</p>
      ) : (
        <ol aria-label={t('bestScores')} className="max-h-[60dvh] divide-y divide-line overflow-y-auto">
          {rows.map((row) => (
            <LeaderboardRow key={`${row.rank}-${row.username}`} row={row} />
          ))}
        </ol>
      )}
    </Modal>
  );
}

function LeaderboardRow({ row }: { row: LeaderboardEntry }) {
  const t = useT('game');
  const avatar = row.picture || row.image;
  return (
    <li className="flex items-center gap-3 py-2">
      <span className="w-8 shrink-0 text-end font-semibold text-muted tabular-nums">
        {formatNumber(row.rank)}
      </span>
      {avatar ? (
        <img
          src={avatar}
          alt=""
          referrerPolicy="no-referrer"
          className="size-9 shrink-0 rounded-full bg-raised object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-accent/20 font-bold text-accent"
        >
          {row.username.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate">{row.username}</span>
      {!row.verified && (
        <span title={t('unverifiedHint')} className="text-xs text-muted">
          {t('unverified')}
        </span>
      )}
      <span className="font-semibold tabular-nums">{formatNumber(row.score)}</span>
    </li>
  );
}
