import { useState } from 'react';

/**
 * The signing secret, shown this once: the receiver checks `X-Kinora-Signature: sha256=<HMAC-SHA-256 of the body>`
 * with it. After "Done" only removing and setting the webhook again makes a new one.
 */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <div role="status" className="space-y-2 rounded-lg border border-accent/60 p-3 text-sm">
      <p className="font-medium">Your webhook's signing secret</p>
      <p className="text-muted">
        Copy it now: it is shown only once. Each call carries <code>X-Kinora-Signature: sha256=…</code>, the
        HMAC-SHA-256 of the body with this secret.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-raised px-2 py-1">{secret}</code>
        <button
          type="button"
          className="btn-ghost"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {isCopied ? 'Copied' : 'Copy secret'}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
