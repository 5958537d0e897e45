import { useState } from 'react';
import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { messageOf } from '@/lib/toasts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings-api';
import { ChannelCard } from './channel-card';
import { KindGrid } from './kind-grid';
import { PushControl } from './push-control';
import { Switch } from './switch';
import { TestButton } from './test-button';
import { WebhookField } from './webhook-field';

/**
 * The settings page's Notifications section (docs/product/alerts.md, "Channels"): behind "Set up alerts", where
 * the active profile's alerts go besides the inbox.
 */
export function NotificationSettings() {
  const t = useT('notification-settings');
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="me-auto text-sm text-muted">{t('intro')}</p>
        <button
          type="button"
          className="btn-ghost"
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
        >
          {t('setUpButton')}
        </button>
      </div>
      {isOpen && <ChannelsForm />}
    </div>
  );
}

function ChannelsForm() {
  const t = useT('notification-settings');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (settings.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {messageOf(settings.error, t('loadError'))}
      </p>
    );
  }
  const { email, push, webhook } = settings.data;
  return (
    <div className="space-y-4">
      <ChannelCard
        title={t('emailTitle')}
        description={t('emailTo', { address: email.address })}
        isOn={email.enabled}
        isDisabled={update.isPending}
        onToggle={(enabled) => update.mutate({ email: { enabled } })}
        status={email.status}
      >
        <div className="flex items-center justify-between gap-4 ps-4 text-sm">
          <p id="notify-digest-label">{t('digestLabel')}</p>
          <Switch
            isOn={email.digest}
            labelledBy="notify-digest-label"
            isDisabled={!email.enabled || update.isPending}
            onChange={(digest) => update.mutate({ email: { digest } })}
          />
        </div>
      </ChannelCard>
      <ChannelCard
        title={t('pushTitle')}
        description={t('pushDescription')}
        isOn={push.enabled}
        isDisabled={update.isPending || push.devices === 0}
        onToggle={(enabled) => update.mutate({ push: { enabled } })}
        status={push.status}
      >
        <PushControl devices={push.devices} />
      </ChannelCard>
      <ChannelCard
        title={t('webhookTitle')}
        description={t('webhookDescription')}
        isOn={webhook.enabled}
        isDisabled={update.isPending || !webhook.url}
        onToggle={(enabled) => update.mutate({ webhook: { enabled } })}
        status={webhook.status}
      >
        <WebhookField url={webhook.url} />
      </ChannelCard>
      <KindGrid settings={settings.data} />
      <TestButton isAnyOn={email.enabled || (push.enabled && push.devices > 0) || webhook.enabled} />
    </div>
  );
}
