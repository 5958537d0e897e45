import { lazy, Suspense, useState } from 'react';
import { OutlineIcon } from '@/components/outline-icon';
import { loadNamespace, useT } from '@/lib/i18n';

// The box is code only a click needs: fetched when the pointer or the focus reaches the button, or at the click,
// with its texts (the assistant's catalogue).
const loadBox = () =>
  Promise.all([import('./chat-widget-box'), loadNamespace('chat')]).then(([module]) => module);
const ChatWidgetBox = lazy(() => loadBox().then((m) => ({ default: m.ChatWidgetBox })));
const preloadBox = () => void loadBox().catch(() => {});

/**
 * The chat widget on every signed-in page except /chat: a button that opens a small box for a question, which is
 * then asked (and the conversation continued) on /chat.
 */
export function ChatWidget() {
  // The shell's texts are in `common`: no page loads the assistant's whole catalogue for this button.
  const t = useT('common');
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <div className="fixed end-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-end gap-2 lg:bottom-6">
      {isOpen && (
        <Suspense fallback={null}>
          <ChatWidgetBox text={text} onTextChange={setText} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-label={isOpen ? t('chatWidgetClose') : t('chatWidgetOpen')}
        onPointerEnter={preloadBox}
        onFocus={preloadBox}
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
