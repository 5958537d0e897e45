import { useState } from 'react';
import { useT, withElement } from '@/lib/i18n';

/** The header a receiver checks, named as it is sent: the same in every language. */
const SIGNATURE_HEADER = 'X-Kinora-Signature: sha256=…';

/**
 * The signing secret, shown this once: the receiver checks `X-Kinora-Signature: sha256=<HMAC-SHA-256 of the body>`
 * with it. After "Done" only removing and setting the webhook again makes a new one.
 */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT('notification-settings');
  const [isCopied, setCopied] = useState(false);
  return (
    <div role="status" className="space-y-2 rounded-lg border border-accent/60 p-3 text-sm">
      <p className="font-medium">{t('secretTitle')}</p>
      <p className="text-muted">
        {withElement(t('secretHelp', { header: SIGNATURE_HEADER }), (header) => (
          <code translate="no" dir="ltr">
            {header}
          </code>
        ))}
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
          {isCopied ? t('copiedButton') : t('copySecretButton')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('doneButton')}
        </button>
      </div>
    </div>
  );
}
