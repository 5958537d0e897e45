import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '@kinora/domain';
import { useUpdateNotificationSettings } from '../api/notification-settings-api';
import { CHANNEL_LABELS, KIND_LABELS } from '../utils/labels';

/** Which kinds of alert each channel carries: one checkbox per kind and channel, each saved at once. */
export function KindGrid({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const toggle = (channel: NotificationChannel, kind: NotificationKind, isOn: boolean) =>
    update.mutate({ [channel]: { kinds: { [kind]: isOn } } });
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Which alerts go to which channel</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 text-start font-medium text-muted">
            Alert
          </th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <th key={channel} scope="col" className="py-1 text-center font-medium text-muted">
              {CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_KINDS.map((kind) => (
          <tr key={kind} className="border-t border-line">
            <th scope="row" className="py-2 text-start font-normal">
              {KIND_LABELS[kind]}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <td key={channel} className="py-2 text-center">
                <input
                  type="checkbox"
                  className="size-5 accent-accent"
                  aria-label={`${KIND_LABELS[kind]} by ${CHANNEL_LABELS[channel].toLowerCase()}`}
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
