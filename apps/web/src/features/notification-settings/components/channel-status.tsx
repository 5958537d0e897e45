import type { ChannelStatus } from '@kinora/domain';
import { formatDateTime } from '@/lib/format';

/** How a channel's deliveries went lately: the last failure (with its words) wins over the last success. */
export function ChannelStatusLine({ status }: { status: ChannelStatus }) {
  const failedLast =
    status.lastFailureAt !== null &&
    (status.lastSuccessAt === null || status.lastFailureAt > status.lastSuccessAt);
  const waiting = status.retrying > 0 ? ` ${status.retrying} waiting to be tried again.` : '';
  const givenUp = status.givenUp > 0 ? ` ${status.givenUp} given up.` : '';
  if (failedLast) {
    return (
      <p className="text-sm text-danger" role="status">
        Last failure {formatDateTime(status.lastFailureAt ?? '')}: {status.lastError}.{waiting}
        {givenUp}
      </p>
    );
  }
  if (status.lastSuccessAt) {
    return (
      <p className="text-sm text-muted">
        Last delivered {formatDateTime(status.lastSuccessAt)}.{waiting}
        {givenUp}
      </p>
    );
  }
  return waiting || givenUp ? <p className="text-sm text-muted">{`${waiting}${givenUp}`.trim()}</p> : null;
}
