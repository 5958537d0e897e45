import { useT } from '@/lib/i18n';

interface LoadMoreButtonProps {
  onClick: () => void;
  label?: string;
  busy?: boolean;
  busyLabel?: string;
}

export function LoadMoreButton({ onClick, label, busy = false, busyLabel }: LoadMoreButtonProps) {
  const t = useT('common');
  return (
    <div className="mt-6 flex justify-center">
      <button type="button" className="btn-ghost" onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? (busyLabel ?? t('loadingMore')) : (label ?? t('loadMore'))}
      </button>
    </div>
  );
}
