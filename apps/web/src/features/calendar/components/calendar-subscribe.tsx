import { useState } from 'react';
import { Modal } from '@/components/modal';
import { translate, useT } from '@/lib/i18n';
import { messageOf, toastErrorText, toastSuccess } from '@/lib/toasts';
import { useCalendarLink, useRotateCalendarLink } from '../api/calendar-api';

/** The same address for calendar apps that open `webcal:` links (Apple Calendar, Outlook) to subscribe at once. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * "Subscribe": the profile's secret feed address to copy into a calendar app, a `webcal:` link for the apps that
 * take one, and a way to replace the address when it was shared too widely (the old one stops at once).
 */
export function CalendarSubscribe() {
  const t = useT('calendar');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost min-h-9 px-3" onClick={() => setIsOpen(true)}>
        {t('subscribeButton')}
      </button>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title={t('subscribeTitle')} size="md">
        <SubscribePanel />
      </Modal>
    </>
  );
}

function SubscribePanel() {
  const t = useT('calendar');
  const link = useCalendarLink(true);
  const rotate = useRotateCalendarLink();
  const [isConfirming, setIsConfirming] = useState(false);
  const url = link.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(translate('calendar', 'linkCopiedToast'));
    } catch {
      toastErrorText(translate('calendar', 'copyFailedToast'));
    }
  };

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-muted">{t('subscribeHelp')}</p>
      {link.isPending ? (
        <p role="status">{t('makingLink')}</p>
      ) : link.isError || !url ? (
        <p role="alert" className="text-danger">
          {messageOf(link.error, t('linkLoadError'))}
        </p>
      ) : (
        <>
          <input
            readOnly
            value={url}
            aria-label={t('addressLabel')}
            className="field font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={copy}>
              {t('copyLink')}
            </button>
            <a className="btn-ghost" href={webcalOf(url)}>
              {t('openInApp')}
            </a>
          </div>
          <div className="border-t border-line pt-4">
            {isConfirming ? (
              <div className="flex flex-col gap-2">
                <p>{t('replaceConfirm')}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={rotate.isPending}
                    onClick={() => rotate.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
                  >
                    {t('makeNewLink')}
                  </button>
                  <button type="button" className="btn-ghost" onClick={() => setIsConfirming(false)}>
                    {t('keepLink')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="link" onClick={() => setIsConfirming(true)}>
                {t('replaceLink')}
              </button>
            )}
            {rotate.isError && (
              <p role="alert" className="mt-2 text-danger">
                {messageOf(rotate.error, t('rotateError'))}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
