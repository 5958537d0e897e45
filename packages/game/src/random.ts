/**
 * The seeded random source (mulberry32): a 32-bit state in, a number in [0, 1) and the next state out. The state
 * lives in the game state, so a game is a plain value that can be copied, and the same seed always gives the
 * same pipes, in the browser and on the server alike.
 */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), next | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296, state: next };
}
