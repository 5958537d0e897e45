/** Shown once per session (see useAdblockTip). */
export function AdblockTip({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside
      aria-label="Tip"
      className="mb-4 flex items-start gap-3 rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 fill-none stroke-accent stroke-2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
      </svg>
      <p className="flex-1">
        Tip: third-party sources may show ads and pop-ups. An ad blocker, or the Brave browser, keeps them
        away.
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="btn-ghost min-h-8 px-3 text-xs"
        aria-label="Dismiss tip"
      >
        ✕
      </button>
    </aside>
  );
}
