import { trpc } from '@/lib/trpc';

/** The server hands out each game's seed, so the replay it receives later is of a game it started. */
export function useStartGame() {
  return trpc.game.start.useMutation();
}

/** Sends a finished game; the server plays it again and answers with the score it computed and the best. */
export function useSubmitGame() {
  const utils = trpc.useUtils();
  return trpc.game.submit.useMutation({
    onSuccess: (result) => {
      if (result.newBest) void utils.game.leaderboard.invalidate();
    },
  });
}

export function useLeaderboard(enabled: boolean) {
  return trpc.game.leaderboard.useQuery(undefined, { enabled });
}
