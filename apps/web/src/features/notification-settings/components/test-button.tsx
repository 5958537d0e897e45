import { useSendTestNotification } from '../api/notification-settings-api';
import { CHANNEL_LABELS } from '../utils/labels';

/** "Send a test": one test alert through every channel that is on, and how each went. */
export function TestButton({ isAnyOn }: { isAnyOn: boolean }) {
  const test = useSendTestNotification();
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <button
        type="button"
        className="btn-ghost"
        disabled={!isAnyOn || test.isPending}
        onClick={() => test.mutate()}
      >
        {test.isPending ? 'Sending…' : 'Send a test'}
      </button>
      {!isAnyOn && <p className="text-sm text-muted">Turn a channel on to send a test.</p>}
      {test.data && (
        <ul role="status" aria-label="Test results" className="space-y-1 text-sm">
          {test.data.results.map((result) => (
            <li key={result.channel} className={result.ok ? '' : 'text-danger'}>
              {CHANNEL_LABELS[result.channel]}:{' '}
              {result.ok ? (result.channel === 'email' ? 'queued' : 'delivered') : `failed (${result.error})`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
