import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '@kinora/domain';
import { useT } from '@/lib/i18n';
import { useUpdateNotificationSettings } from '../api/notification-settings-api';
import { CHANNEL_LABELS, KIND_LABELS } from '../utils/labels';

/** Which kinds of alert each channel carries: one checkbox per kind and channel, each saved at once. */
export function KindGrid({ settings }: { settings: NotificationSettings }) {
  const t = useT('notification-settings');
  const update = useUpdateNotificationSettings();
  const toggle = (channel: NotificationChannel, kind: NotificationKind, isOn: boolean) =>
    update.mutate({ [channel]: { kinds: { [kind]: isOn } } });
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('gridCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 text-start font-medium text-muted">
            {t('columnAlert')}
          </th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <th key={channel} scope="col" className="py-1 text-center font-medium text-muted">
              {t(CHANNEL_LABELS[channel])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_KINDS.map((kind) => (
          <tr key={kind} className="border-t border-line">
            <th scope="row" className="py-2 text-start font-normal">
              {t(KIND_LABELS[kind])}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <td key={channel} className="py-2 text-center">
                <input
                  type="checkbox"
                  className="size-5 accent-accent"
                  aria-label={t('kindByChannel', { kind: t(KIND_LABELS[kind]), channel })}
                  checked={settings[channel].kinds[kind]}
                  disabled={!settings[channel].enabled || update.isPending}
                  onChange={(event) => toggle(channel, kind, event.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
