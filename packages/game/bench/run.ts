/**
 * `pnpm bench` for the game engine: what one fixed step costs, and what the server pays to re-play a
 * 5-minute game before recording its score. Figures from one run on this machine; tests never assert on time.
 */
import { simulateReplay, verifyReplay } from '../src/replay';
import { playInFrames, playWithBot } from '../src/testing';

const FIVE_MINUTES_MS = 5 * 60 * 1000;
const ROUNDS = 40;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timeRounds(run: () => unknown): number[] {
  for (let i = 0; i < 5; i++) run(); // warm the JIT
  const timings: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    run();
    timings.push(performance.now() - started);
  }
  return timings;
}

const replay = playWithBot(2024, { flapUntilMs: FIVE_MINUTES_MS });
const steps = simulateReplay(replay).state.step;
const verdict = verifyReplay(replay);
if (!verdict.ok) throw new Error(`the bot's own replay was refused: ${verdict.reason}`);

const simulate = median(timeRounds(() => simulateReplay(replay)));
const verify = median(timeRounds(() => verifyReplay(replay)));
const frames = median(timeRounds(() => playInFrames(144, replay.seed, replay.flaps)));
const bytes = JSON.stringify(replay).length;

console.info(
  [
    '',
    '== @kinora/game bench ==',
    `5-minute game: ${steps} steps, score ${replay.score}, ${replay.flaps.length} flaps, ${bytes} B of JSON`,
    `engine step: ${((simulate / steps) * 1000).toFixed(2)} µs (${(simulate / steps).toFixed(5)} ms, target < 0.02 ms)`,
    `step through Game at 144 fps: ${((frames / steps) * 1000).toFixed(2)} µs per step`,
    `re-simulation + verification of the 5-minute game: ${verify.toFixed(2)} ms median of ${ROUNDS} (target < 20 ms)`,
    '',
  ].join('\n'),
);
