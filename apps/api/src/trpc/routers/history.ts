import {
  chatHistoryItemSchema,
  continueWatchingItemSchema,
  hideContinueWatchingInputSchema,
  historyEntriesSchema,
  historyEntryInputSchema,
  historyKindInputSchema,
  markWatchedInputSchema,
  markWatchedResultSchema,
  recordChatInputSchema,
  searchHistoryItemSchema,
  watchHistoryItemSchema,
  watchTargetSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import { hideContinueWatching } from '../../services/continue-watching/hide-continue-watching';
import { listContinueWatching } from '../../services/continue-watching/list-continue-watching';
import { clearHistory, deleteHistoryEntry } from '../../services/history/delete-history';
import { listChatHistory, listSearchHistory, listWatchHistory } from '../../services/history/list-history';
import { markWatched } from '../../services/history/mark-watched';
import { recordChat } from '../../services/history/record-chat';
import { recordWatch } from '../../services/history/record-watch';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

export const historyRouter = router({
  search: protectedProcedure
    .output(answers(historyEntriesSchema(searchHistoryItemSchema)))
    .query(({ ctx }) => listSearchHistory(ctx.deps, ctx.auth.profileId)),
  watch: protectedProcedure
    .output(answers(historyEntriesSchema(watchHistoryItemSchema)))
    .query(({ ctx }) => listWatchHistory(ctx.deps, ctx.auth.profileId)),
  chat: protectedProcedure
    .output(answers(historyEntriesSchema(chatHistoryItemSchema)))
    .query(({ ctx }) => listChatHistory(ctx.deps, ctx.auth.profileId)),
  /** The signed-in home's Continue watching row. */
  continueWatching: protectedProcedure
    .output(answers(z.array(continueWatchingItemSchema)))
    .query(({ ctx }) => listContinueWatching(ctx.deps, ctx.auth.profileId)),
  hideContinueWatching: protectedProcedure
    .input(hideContinueWatchingInputSchema)
    .mutation(({ ctx, input }) => hideContinueWatching(ctx.deps, ctx.auth.profileId, input)),
  recordWatch: protectedProcedure
    .input(watchTargetSchema)
    .mutation(({ ctx, input }) => recordWatch(ctx.deps, ctx.auth.profileId, input)),
  /** Marks a movie, episode, season or whole show watched without playing it (docs/product/history.md). */
  mark: protectedProcedure
    .input(markWatchedInputSchema)
    .output(answers(markWatchedResultSchema))
    .mutation(({ ctx, input }) => markWatched(ctx.deps, ctx.auth.profileId, input)),
  recordChat: protectedProcedure.input(recordChatInputSchema).mutation(async ({ ctx, input }) => {
    await recordChat(ctx.deps, ctx.auth.profileId, input);
    return { message: 'Saved to your chat history' };
  }),
  delete: protectedProcedure
    .input(historyEntryInputSchema)
    .mutation(({ ctx, input }) =>
      deleteHistoryEntry(ctx.deps, ctx.auth.profileId, input.kind, input.entryId),
    ),
  clear: protectedProcedure
    .input(historyKindInputSchema)
    .mutation(({ ctx, input }) => clearHistory(ctx.deps, ctx.auth.profileId, input.kind)),
});
