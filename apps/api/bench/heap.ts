import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The heap in use, and a full garbage collection on demand, for benches that weigh what a structure holds.
 * `pnpm bench` does not start node with --expose-gc; the flag can be set at run time, and a new context then
 * sees `gc`.
 */
export function heapProbe(): { collect(): void; usedBytes(): number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return { collect: gc, usedBytes: () => process.memoryUsage().heapUsed };
}
