import type { NotificationSettings } from '@kinora/domain';
import { type FormEvent, useState } from 'react';
import { translate, useT } from '@/lib/i18n';
import { toastSuccess } from '@/lib/toasts';
import { NOTIFY_TOAST, useUpdateNotificationSettings } from '../api/notification-settings-api';
import { WebhookSecret } from './webhook-secret';

/**
 * The webhook's address: saving a first one switches the webhook on and shows its signing secret, once; removing
 * it switches the webhook off and forgets the secret.
 */
export function WebhookField({ url }: { url: string | null }) {
  const t = useT('notification-settings');
  const [draft, setDraft] = useState(url ?? '');
  const [secret, setSecret] = useState<string | null>(null);
  const update = useUpdateNotificationSettings((settings: NotificationSettings) => {
    if (settings.webhookSecret) setSecret(settings.webhookSecret);
    toastSuccess(
      translate('notification-settings', settings.webhook.url ? 'webhookSaved' : 'webhookRemoved'),
      NOTIFY_TOAST,
    );
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ webhookUrl: draft.trim() });
  };
  return (
    <div className="space-y-3">
      <form className="flex flex-wrap items-end gap-2" onSubmit={save}>
        <label className="grow space-y-1 text-sm">
          <span className="block font-medium">{t('webhookUrlLabel')}</span>
          <input
            type="url"
            inputMode="url"
            required
            placeholder={t('webhookUrlPlaceholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="field"
          />
        </label>
        <button type="submit" className="btn-primary" disabled={update.isPending || draft.trim() === ''}>
          {t('saveButton')}
        </button>
        {url && (
          <button
            type="button"
            className="btn-ghost"
            disabled={update.isPending}
            onClick={() => {
              setDraft('');
              setSecret(null);
              update.mutate({ webhookUrl: null });
            }}
          >
            {t('removeButton')}
          </button>
        )}
      </form>
      {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
    </div>
  );
}
