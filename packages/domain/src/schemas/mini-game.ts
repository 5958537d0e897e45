import { z } from 'zod';
import { MINI_GAME_REPLAY, MINI_GAME_SCORES } from '../mini-game-constants';

const { MAX_DURATION_MS, MAX_FLAPS, MAX_SCORE, MIN_WORLD_HEIGHT, MAX_WORLD_HEIGHT } = MINI_GAME_REPLAY;
const MIN_WORLD_WIDTH = (MIN_WORLD_HEIGHT * 16) / 9;
const MAX_WORLD_WIDTH = (MAX_WORLD_HEIGHT * 16) / 9;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** A game's random source starts from this number; the server hands it out when a game starts. */
export const miniGameSeedSchema = z.uint32({ error: 'seed must be a whole number from 0 to 4294967295' });

/** The logical world a game is played in, in world pixels: always 16:9, within sane bounds. */
export const miniGameWorldSchema = z
  .strictObject({
    width: wholeNumber('world width', MIN_WORLD_WIDTH, MAX_WORLD_WIDTH),
    height: wholeNumber('world height', MIN_WORLD_HEIGHT, MAX_WORLD_HEIGHT),
  })
  .refine((world) => world.width * 9 === world.height * 16, {
    error: 'The world must be 16:9, for example 800×450',
  });
export type MiniGameWorld = z.infer<typeof miniGameWorldSchema>;

/**
 * A whole game: the seed and world it started from, the moments the player flapped (ms since the start) and
 * what the client claims came out of it. The server replays it and keeps the score only if its own result
 * matches. Bounded so that the longest allowed game fits and a forged giant does not.
 */
export const miniGameReplaySchema = z
  .strictObject(
    {
      seed: miniGameSeedSchema,
      world: miniGameWorldSchema,
      flaps: z
        .array(wholeNumber('a flap time', 0, MAX_DURATION_MS), {
          error: 'flaps must be a list of times in ms',
        })
        .max(MAX_FLAPS, { error: `A game can have at most ${MAX_FLAPS} flaps` })
        .refine((flaps) => flaps.every((time, i) => i === 0 || time > flaps[i - 1]!), {
          error: 'Flap times must be in increasing order',
        }),
      durationMs: wholeNumber('durationMs', 0, MAX_DURATION_MS),
      score: wholeNumber('score', 0, MAX_SCORE),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Send a JSON object with seed, world, flaps, durationMs and score',
    },
  )
  .refine((replay) => replay.flaps.every((time) => time < replay.durationMs), {
    error: 'Every flap must happen before the game ends (durationMs)',
    path: ['flaps'],
  });
export type MiniGameReplay = z.infer<typeof miniGameReplaySchema>;

/** What starting a game hands back: the game to submit the replay to, and the seed to play it with. */
export const gameStartSchema = z.object({ gameId: z.uuid(), seed: miniGameSeedSchema });
export type GameStart = z.infer<typeof gameStartSchema>;

/** A finished game, sent for the server to play again. */
export const gameSubmitInputSchema = z.strictObject(
  {
    gameId: z.uuid({ error: 'gameId must be the id the server gave when the game started' }),
    replay: miniGameReplaySchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send a JSON object with gameId and replay',
  },
);
export type GameSubmitInput = z.infer<typeof gameSubmitInputSchema>;

/** The server's verdict on a submitted game: the score it computed and the player's best after it. */
export const gameResultSchema = z.object({ score: z.int(), best: z.int(), newBest: z.boolean() });
export type GameResult = z.infer<typeof gameResultSchema>;

/** The legacy REST route's body: a score the client reports, checked only for being sane. */
export const legacyScoreInputSchema = z.object(
  {
    score: z
      .int({ error: 'score must be a whole number' })
      .min(0, { error: 'score must be 0 or more' })
      .max(MINI_GAME_SCORES.LEGACY_MAX_SCORE, {
        error: `score must be at most ${MINI_GAME_SCORES.LEGACY_MAX_SCORE}`,
      }),
  },
  { error: 'Send a JSON object with a score' },
);

/** One leaderboard row: a player's best score, never their e-mail. */
export const leaderboardEntrySchema = z.object({
  rank: z.int(),
  username: z.string(),
  image: z.string().nullable(),
  picture: z.string().nullable(),
  score: z.int(),
  /** False for a score only reported through the legacy REST route, which no replay proves. */
  verified: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
