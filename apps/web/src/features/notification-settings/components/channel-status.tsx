import type { ChannelStatus } from '@kinora/domain';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';

/** How a channel's deliveries went lately: the last failure (with its words) wins over the last success. */
export function ChannelStatusLine({ status }: { status: ChannelStatus }) {
  const t = useT('notification-settings');
  const failedLast =
    status.lastFailureAt !== null &&
    (status.lastSuccessAt === null || status.lastFailureAt > status.lastSuccessAt);
  const counts = [
    status.retrying > 0 ? t('waitingRetry', { count: status.retrying }) : '',
    status.givenUp > 0 ? t('givenUp', { count: status.givenUp }) : '',
  ];
  const line = (first: string) => [first, ...counts].filter(Boolean).join(' ');
  if (failedLast) {
    return (
      <p className="text-sm text-danger" role="status">
        {line(
          t('lastFailure', {
            time: formatDateTime(status.lastFailureAt ?? ''),
            // The server's own words about what went wrong, quoted as they are.
            error: status.lastError ?? '',
          }),
        )}
      </p>
    );
  }
  if (status.lastSuccessAt) {
    return (
      <p className="text-sm text-muted">
        {line(t('lastDelivered', { time: formatDateTime(status.lastSuccessAt) }))}
      </p>
    );
  }
  const rest = line('');
  return rest ? <p className="text-sm text-muted">{rest}</p> : null;
}
