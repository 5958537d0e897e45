import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { messageOf } from '@/lib/toasts';
import { useWebPush } from '../hooks/use-web-push';

/** This browser's part of web push: turn it on (asks the browser's permission) or off. */
export function PushControl({ devices }: { devices: number }) {
  const t = useT('notification-settings');
  const push = useWebPush();
  const [problem, setProblem] = useState<string | null>(null);
  const run = (action: () => Promise<void>) => {
    setProblem(null);
    action().catch((error: unknown) => setProblem(messageOf(error)));
  };
  const others = push.state === 'on' ? devices - 1 : devices;
  return (
    <div className="space-y-2 text-sm">
      {push.state === 'unsupported' ? (
        <p className="text-muted">{t('pushUnsupported')}</p>
      ) : push.state === 'blocked' ? (
        <p className="text-muted">{t('pushBlocked')}</p>
      ) : (
        <button
          type="button"
          className="btn-ghost"
          disabled={push.isBusy}
          onClick={() => run(push.state === 'on' ? push.disable : push.enable)}
        >
          {push.state === 'on' ? t('pushTurnOff') : t('pushTurnOn')}
        </button>
      )}
      {others > 0 && <p className="text-muted">{t('otherBrowsers', { count: others })}</p>}
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
