interface LoadMoreButtonProps {
  onClick: () => void;
  label?: string;
  busy?: boolean;
  busyLabel?: string;
}

export function LoadMoreButton({
  onClick,
  label = 'Load More',
  busy = false,
  busyLabel = 'Loading More...',
}: LoadMoreButtonProps) {
  return (
    <div className="mt-6 flex justify-center">
      <button type="button" className="btn-ghost" onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
