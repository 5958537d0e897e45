import { useState } from 'react';
import { Modal } from '@/components/modal';
import { messageOf, toastErrorText, toastSuccess } from '@/lib/toasts';
import { useCalendarLink, useRotateCalendarLink } from '../api/calendar-api';

/** The same address for calendar apps that open `webcal:` links (Apple Calendar, Outlook) to subscribe at once. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * "Subscribe": the profile's secret feed address to copy into a calendar app, a `webcal:` link for the apps that
 * take one, and a way to replace the address when it was shared too widely (the old one stops at once).
 */
export function CalendarSubscribe() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost min-h-9 px-3" onClick={() => setIsOpen(true)}>
        Subscribe
      </button>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title="Subscribe in your calendar app" size="md">
        <SubscribePanel />
      </Modal>
    </>
  );
}

function SubscribePanel() {
  const link = useCalendarLink(true);
  const rotate = useRotateCalendarLink();
  const [isConfirming, setIsConfirming] = useState(false);
  const url = link.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess('Calendar link copied');
    } catch {
      toastErrorText('Could not copy the link. Select it and copy it by hand.');
    }
  };

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-muted">
        Add this address to Google Calendar, Apple Calendar or Outlook as a calendar "from URL". It shows this
        profile's episodes and releases as all-day events and stays up to date. Anyone with the address can
        see them: keep it to yourself.
      </p>
      {link.isPending ? (
        <p role="status">Making your link…</p>
      ) : link.isError || !url ? (
        <p role="alert" className="text-danger">
          {messageOf(link.error, 'Could not load your calendar link. Try again later.')}
        </p>
      ) : (
        <>
          <input
            readOnly
            value={url}
            aria-label="Calendar address"
            className="field font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={copy}>
              Copy link
            </button>
            <a className="btn-ghost" href={webcalOf(url)}>
              Open in calendar app
            </a>
          </div>
          <div className="border-t border-line pt-4">
            {isConfirming ? (
              <div className="flex flex-col gap-2">
                <p>The current link stops working at once, in every app that uses it. Make a new one?</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={rotate.isPending}
                    onClick={() => rotate.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
                  >
                    Make a new link
                  </button>
                  <button type="button" className="btn-ghost" onClick={() => setIsConfirming(false)}>
                    Keep this one
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="link" onClick={() => setIsConfirming(true)}>
                Replace this link…
              </button>
            )}
            {rotate.isError && (
              <p role="alert" className="mt-2 text-danger">
                {messageOf(rotate.error, 'Could not make a new link. Try again.')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
