#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium through Playwright (never Playwright's own download, which needs
// network access this project does not assume). Installs it with apt-get when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

console.info(`Chromium not found at ${chromium}: installing Debian's chromium package...`);
const isRoot = process.getuid?.() === 0;
const run = (args) =>
  execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : args, { stdio: 'inherit' });
try {
  run(['apt-get', 'install', '-y', 'chromium']);
} catch {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', 'chromium']);
}
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium}; set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
