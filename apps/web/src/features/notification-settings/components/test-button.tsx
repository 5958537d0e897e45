import { useT } from '@/lib/i18n';
import { useSendTestNotification } from '../api/notification-settings-api';
import { CHANNEL_LABELS } from '../utils/labels';

/** "Send a test": one test alert through every channel that is on, and how each went. */
export function TestButton({ isAnyOn }: { isAnyOn: boolean }) {
  const t = useT('notification-settings');
  const test = useSendTestNotification();
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <button
        type="button"
        className="btn-ghost"
        disabled={!isAnyOn || test.isPending}
        onClick={() => test.mutate()}
      >
        {test.isPending ? t('sending') : t('sendTest')}
      </button>
      {!isAnyOn && <p className="text-sm text-muted">{t('turnChannelOn')}</p>}
      {test.data && (
        <ul role="status" aria-label={t('testResults')} className="space-y-1 text-sm">
          {test.data.results.map((result) => (
            <li key={result.channel} className={result.ok ? '' : 'text-danger'}>
              {result.ok
                ? t(result.channel === 'email' ? 'resultQueued' : 'resultDelivered', {
                    channel: t(CHANNEL_LABELS[result.channel]),
                  })
                : t('resultFailed', {
                    channel: t(CHANNEL_LABELS[result.channel]),
                    error: result.error ?? '',
                  })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
