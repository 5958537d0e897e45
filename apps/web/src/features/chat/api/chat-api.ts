import { useCallback } from 'react';
import { trpc } from '@/lib/trpc';

type AskProcedure = ReturnType<typeof trpc.useUtils>['client']['chat']['ask'];

/**
 * Asks the server's streamed `chat.ask`: the returned function subscribes with the question and the handlers
 * for its events, and gives back the subscription so the caller can end it.
 */
export function useAskChat() {
  const { client } = trpc.useUtils();
  return useCallback(
    (...args: Parameters<AskProcedure['subscribe']>) => client.chat.ask.subscribe(...args),
    [client],
  );
}
