import { CHAT } from '@kinora/domain';
import { useNavigate } from 'react-router';
import { useT } from '@/lib/i18n';
import { ASK_NOW_STATE, chatHref } from '@/lib/links';

interface ChatWidgetBoxProps {
  /** The question so far: kept by the button, so closing and opening again keeps what was typed. */
  text: string;
  onTextChange(text: string): void;
  onClose(): void;
}

/** The chat button's box: a question, asked (and the conversation continued) on /chat. */
export function ChatWidgetBox({ text, onTextChange, onClose }: ChatWidgetBoxProps) {
  // The box's texts come with it, in the assistant's catalogue (only the button's are in `common`).
  const t = useT('chat');
  const navigate = useNavigate();
  return (
    <form
      aria-label={t('widgetForm')}
      className="w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-3 shadow-xl"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        navigate(chatHref(text.trim()), { state: ASK_NOW_STATE });
        onClose();
        onTextChange('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
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
          onChange={(event) => onTextChange(event.target.value)}
        />
        <button type="submit" className="btn-primary min-h-9 px-3 text-sm">
          {t('widgetAsk')}
        </button>
      </div>
    </form>
  );
}
