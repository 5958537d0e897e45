import { CHAT } from '@kinora/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OutlineIcon } from '@/components/outline-icon';
import { useT } from '@/lib/i18n';
import { ASK_NOW_STATE, chatHref } from '@/lib/links';

/**
 * The chat widget on every signed-in page except /chat: a button that opens a small box for a question, which is
 * then asked (and the conversation continued) on /chat.
 */
export function ChatWidget() {
  const t = useT('chat');
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <div className="fixed end-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-end gap-2 lg:bottom-6">
      {isOpen && (
        <form
          aria-label={t('widgetForm')}
          className="w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-3 shadow-xl"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            navigate(chatHref(text.trim()), { state: ASK_NOW_STATE });
            setOpen(false);
            setText('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <label htmlFor="chat-widget-question" className="text-sm font-semibold">
            {t('welcomeTitle')}
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id="chat-widget-question"
              // biome-ignore lint/a11y/noAutofocus: the box opens for typing, at the person's own request
              autoFocus
              className="min-w-0 flex-1 rounded-lg border border-line bg-ink px-2 py-1.5 text-sm"
              placeholder={t('widgetPlaceholder')}
              maxLength={CHAT.MAX_QUERY_CHARS}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn-primary min-h-9 px-3 text-sm">
              {t('widgetAsk')}
            </button>
          </div>
        </form>
      )}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-label={isOpen ? t('widgetClose') : t('widgetOpen')}
        onClick={() => setOpen((open) => !open)}
        className="grid size-12 place-items-center rounded-full bg-accent text-on-accent shadow-lg hover:bg-accent-strong"
      >
        <OutlineIcon className="size-6">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth={3} />
        </OutlineIcon>
      </button>
    </div>
  );
}
