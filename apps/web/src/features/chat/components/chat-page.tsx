import { CHAT, type ChatModelId, type ChatTitle } from '@kinora/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { PosterCard } from '@/components/poster-card';
import { WatchLaterButton } from '@/components/watch-later-button';
import { useT } from '@/lib/i18n';
import { titleHref, wantsAskNow } from '@/lib/links';
import { type PendingAnswer, useChat } from '../hooks/use-chat';
import type { ChatEntry } from '../utils/conversation';

/** How long the splash stays when nothing keeps it (CHAT.SPLASH_MAX_MS is the most it may take). */
const SPLASH_MS = Math.min(600, CHAT.SPLASH_MAX_MS);
/** The room left between the newest answer and the input box once it is scrolled into view. */
const GAP_ABOVE_DOCK_PX = 16;

/**
 * Scrolls the page just far enough that `end` (the bottom of the conversation) sits above the dock: the input box
 * that stays at the bottom of the screen, above the navigation bar on phones. An end already in view stays put.
 */
function revealAboveDock(end: HTMLElement | null, dock: HTMLElement | null): void {
  if (!end || !dock) return;
  const hidden = end.getBoundingClientRect().bottom + GAP_ABOVE_DOCK_PX - dock.getBoundingClientRect().top;
  if (hidden > 0) window.scrollBy({ top: hidden });
}

/** /chat: the AI assistant (docs/product/chat.md). */
export function ChatPage() {
  const t = useT('chat');
  const chat = useChat();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [showSplash, setShowSplash] = useState(true);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setShowSplash(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);

  // A question in the address is asked at once only when the app's own link brought it (ASK_NOW_STATE); from
  // anywhere else it waits in the box until the viewer sends it. Each arrival is handled once.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const query = params.get('query');
    if (query === null || handled.current === location.key) return;
    handled.current = location.key;
    if (wantsAskNow(location.state)) {
      chat.ask(query);
      setParams({}, { replace: true });
    } else {
      setDraft(query);
    }
  }, [params, setParams, location.key, location.state, chat.ask]);

  const ask = (question: string) => {
    chat.ask(question);
    setDraft('');
    // Once asked, the question leaves the address, so a reload does not bring it back.
    if (params.has('query')) setParams({}, { replace: true });
  };

  const count = chat.entries.length;
  const streamed = chat.pending?.text.length ?? 0;
  const cards = chat.pending?.titles.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll as the conversation or the answer grows
  useEffect(() => {
    revealAboveDock(end.current, dock.current);
  }, [count, streamed, cards, showSplash]);

  if (showSplash) {
    return (
      <div role="status" aria-label={t('loadingAssistant')} className="grid min-h-[70dvh] place-items-center">
        <Logo className="h-12 w-auto text-text motion-safe:animate-breathe" />
      </div>
    );
  }

  return (
    <section className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-4xl flex-col px-4 pt-6 sm:px-6 lg:min-h-dvh">
      <title>{t('documentTitle')}</title>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('heading')}</h1>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted">{t('modelLabel')}</span>
            <select
              className="rounded-lg border border-line bg-surface px-2 py-1.5"
              value={chat.model}
              onChange={(event) => chat.choose(event.target.value as ChatModelId)}
            >
              {chat.models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.builtIn ? t('builtInModel', { model: model.label }) : model.label}
                </option>
              ))}
            </select>
          </label>
          <Link to="/history?tab=chat" className="btn-ghost min-h-9 px-3 text-sm">
            {t('historyLink')}
          </Link>
        </div>
      </header>

      <div aria-live="polite" className="mt-6 flex-1 space-y-8">
        {count === 0 && !chat.pending && <ChatWelcome onAsk={ask} />}
        {chat.entries.map((entry) => (
          // Answers are unique in a conversation (appendAnswer keeps one of each).
          <Exchange key={entry.datatext} entry={entry} />
        ))}
        {chat.pending && <PendingExchange pending={chat.pending} />}
        <div ref={end} />
      </div>

      {/* The dock stays at the bottom of the screen, flush on the phone's navigation bar, and hides what
          scrolls under it: nothing shows between the box and the bar. */}
      <div
        ref={dock}
        data-testid="chat-dock"
        className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-4 mt-6 bg-ink px-4 pt-2 pb-3 sm:-mx-6 sm:px-6 lg:bottom-0 lg:pb-4"
      >
        <ChatInput text={draft} onText={setDraft} disabled={chat.isAsking} onAsk={ask} />
        <p className="mt-2 text-center text-xs text-muted">{t('disclaimer')}</p>
      </div>
    </section>
  );
}

/** Questions to start with, asked in the page's language as written on the buttons. */
const SUGGESTIONS = [
  'suggestionScary',
  'suggestionFeelGood',
  'suggestionKoreanDramas',
  'suggestionLikeInception',
] as const;

function ChatWelcome({ onAsk }: { onAsk: (query: string) => void }) {
  const t = useT('chat');
  return (
    <div className="py-10 text-center">
      <p className="text-lg font-semibold">{t('welcomeTitle')}</p>
      <p className="mt-1 text-muted">{t('welcomeHint')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            className="btn-ghost min-h-9 px-3 text-sm"
            onClick={() => onAsk(t(suggestion))}
          >
            {t(suggestion)}
          </button>
        ))}
      </div>
    </div>
  );
}

function Question({ text }: { text: string }) {
  return (
    <p className="ms-auto w-fit max-w-[85%] rounded-2xl rounded-ee-sm bg-accent/15 px-4 py-2 whitespace-pre-wrap">
      {text}
    </p>
  );
}

/** An answer is plain text (never HTML) and its titles as cards. */
function Exchange({ entry }: { entry: ChatEntry }) {
  return (
    <article className="space-y-3">
      <Question text={entry.query} />
      <div className="max-w-[95%]">
        {entry.engine && <p className="mb-1 text-xs text-muted">{entry.engine}</p>}
        <p className="whitespace-pre-wrap">{entry.datatext}</p>
      </div>
      <TitleCards titles={entry.data} />
    </article>
  );
}

function PendingExchange({ pending }: { pending: PendingAnswer }) {
  return (
    <article className="space-y-3" aria-busy="true">
      <Question text={pending.query} />
      <div className="max-w-[95%]">
        {pending.engine && <p className="mb-1 text-xs text-muted">{pending.engine}</p>}
        {pending.text ? <p className="whitespace-pre-wrap">{pending.text}</p> : <BouncingDots />}
      </div>
      <TitleCards titles={pending.titles} />
    </article>
  );
}

function BouncingDots() {
  const t = useT('chat');
  return (
    <span role="status" aria-label={t('thinking')} className="inline-flex gap-1 py-2">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 rounded-full bg-muted motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

function TitleCards({ titles }: { titles: readonly ChatTitle[] }) {
  const t = useT('chat');
  if (titles.length === 0) return null;
  return (
    <ul aria-label={t('recommendedTitles')} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
      {titles.map((title) => {
        const name = title.title ?? title.name ?? t('untitled');
        const year = (title.release_date ?? title.first_air_date ?? '').slice(0, 4);
        return (
          <li key={`${title.media_type}-${title.id}`} className="flex flex-col gap-2">
            <PosterCard
              href={titleHref(title.media_type, title.id, name)}
              title={name}
              imagePath={title.poster_path ?? title.backdrop_path}
              meta={[year, title.media_type === 'tv' ? t('mediaTv') : t('mediaMovie')]
                .filter(Boolean)
                .join(' · ')}
            />
            <WatchLaterButton
              target={{ type: title.media_type, id: title.id }}
              ariaLabel={t('addToWatchLater', { title: name })}
              className="btn-ghost min-h-9 px-2 text-xs"
            />
          </li>
        );
      })}
    </ul>
  );
}

interface ChatInputProps {
  text: string;
  onText: (text: string) => void;
  disabled: boolean;
  onAsk: (query: string) => void;
}

function ChatInput({ text, onText, disabled, onAsk }: ChatInputProps) {
  const t = useT('chat');
  const input = useRef<HTMLInputElement>(null);
  // A question brought by a link waits here: the cursor goes to it, so Enter sends it.
  const hasDraft = text !== '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the box first shows
  useEffect(() => {
    if (hasDraft) input.current?.focus();
  }, []);
  return (
    <form
      className="flex gap-2 rounded-2xl border border-line bg-surface p-2 focus-within:border-accent"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        onAsk(text);
      }}
    >
      <label htmlFor="chat-question" className="sr-only">
        {t('askLabel')}
      </label>
      <input
        ref={input}
        id="chat-question"
        className="min-w-0 flex-1 bg-transparent px-3 py-2 outline-none"
        placeholder={t('askPlaceholder')}
        maxLength={CHAT.MAX_QUERY_CHARS}
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => onText(event.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={disabled}>
        {t('sendButton')}
      </button>
    </form>
  );
}
