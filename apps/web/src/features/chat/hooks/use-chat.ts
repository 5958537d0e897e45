import { type ChatModelId, type ChatTitle, DEFAULT_CHAT_MODEL, SESSION_KEYS } from '@kinora/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { sessionStore } from '@/lib/storage';
import { formToasts } from '@/lib/toasts';
import { useStoredItem } from '@/lib/use-stored-item';
import { useAskChat } from '../api/chat-api';
import {
  appendAnswer,
  type ChatEntry,
  contextOf,
  newRequestId,
  readConversation,
} from '../utils/conversation';

/** The answer being streamed in: its words so far and the titles resolved so far. */
export interface PendingAnswer {
  query: string;
  text: string;
  titles: ChatTitle[];
  engine: string | null;
}

/** The picked model, remembered for the tab; an unknown stored id falls back to the default. */
function useChatModel() {
  const { chatModels } = useRuntimeConfig();
  const known = (id: string | null): id is ChatModelId => chatModels.some((model) => model.id === id);
  const [stored, remember] = useStoredItem(sessionStore, SESSION_KEYS.CHAT_MODEL);
  const model: ChatModelId = known(stored) ? stored : DEFAULT_CHAT_MODEL;
  return { model, models: chatModels, choose: (next: ChatModelId) => remember(next) };
}

/**
 * The conversation on /chat: questions go to the server's streamed `chat.ask` with the last 6 exchanges as context;
 * the answer shows as it arrives (words, then each title), and joins the conversation, which the tab remembers.
 * Blank questions are ignored; one question at a time.
 */
export function useChat() {
  const askChat = useAskChat();
  const picker = useChatModel();
  const [entries, setEntries] = useState<ChatEntry[]>(() =>
    readConversation(sessionStore.getItem(SESSION_KEYS.CHAT_HISTORY)),
  );
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const subscription = useRef<{ unsubscribe(): void } | null>(null);

  useEffect(() => {
    sessionStore.setItem(SESSION_KEYS.CHAT_HISTORY, JSON.stringify(entries));
  }, [entries]);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const ask = useCallback(
    (question: string) => {
      const query = question.trim();
      if (!query || subscription.current) return;
      setPending({ query, text: '', titles: [], engine: null });
      const finish = () => {
        subscription.current?.unsubscribe();
        subscription.current = null;
        setPending(null);
      };
      subscription.current = askChat(
        { query, history: contextOf(entries), aimodel: picker.model, requestId: newRequestId() },
        {
          onData(event) {
            if (event.type === 'engine') setPending((p) => p && { ...p, engine: event.engine.label });
            else if (event.type === 'text') setPending((p) => p && { ...p, text: p.text + event.text });
            else if (event.type === 'title')
              setPending((p) => p && { ...p, titles: [...p.titles, event.title] });
            else if (event.type === 'error') {
              formToasts('chat').errorText(event.message);
              finish();
            } else if (event.type === 'done') {
              const { answer } = event;
              setEntries((current) =>
                appendAnswer(current, {
                  query,
                  datatext:
                    answer.titles.length > 0 ? answer.introText : (answer.nothingFound ?? answer.introText),
                  contentType: answer.contentType,
                  data: answer.titles,
                  engine: answer.engine.label,
                }),
              );
              finish();
            }
          },
          onError(error) {
            // The server's message when it answered, else the app's own generic one (never a network error's text).
            formToasts('chat').error(error);
            finish();
          },
        },
      );
    },
    [entries, picker.model, askChat],
  );

  return { entries, pending, ask, isAsking: pending !== null, ...picker };
}
