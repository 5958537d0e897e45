// Types of ha-cluster.mjs, for the TypeScript that uses it (the failover journey in apps/web/e2e).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export type HaPorts = { web: number; primary: number; secondary: number };
export type HaUrls = { web: string; primary: string; secondary: string };

export const DEFAULT_DATABASE_URL: string;
export function haPorts(env?: Record<string, string | undefined>, defaults?: HaPorts): HaPorts;
export function haUrls(ports: HaPorts): HaUrls;
export function instanceUrls(ports: HaPorts, count: number): string[];
export function instanceCount(argv: string[]): number;
export function ensureDatabase(url: string): Promise<boolean>;
export function createFreshDatabase(
  prefix: string,
  baseUrl?: string,
): Promise<{ url: string; drop(): Promise<void> }>;
export function startApi(
  role: 'primary' | 'secondary' | number,
  options: {
    ports: HaPorts;
    databaseUrl: string;
    count?: number;
    env?: Record<string, string>;
    stdio?: StdioOptions;
  },
): ChildProcess;
export function startWeb(options: {
  ports: HaPorts;
  count?: number;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
export function waitUntilReady(url: string, timeoutMs?: number): Promise<void>;
export function stop(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
