// Preloaded into the probe's process (--import): writes every OpenTelemetry file the process resolves, through
// `import` (a resolve hook, which runs on the loader's own thread) or `require`, to the file OTEL_PROBE_LOG names,
// one line each: the file, a tab, and the file that asked for it.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';

const log = process.env.OTEL_PROBE_LOG;
// The package's own folder: pnpm's folder names of other packages can mention it as a peer.
const PACKAGE_FOLDER = '/node_modules/@opentelemetry/';

const hooks = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (result.url.includes(${JSON.stringify(PACKAGE_FOLDER)})) {
    appendFileSync(${JSON.stringify(log)}, result.url + '\\t' + context.parentURL + '\\n');
  }
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function recordResolved(request, parent, ...rest) {
  const resolved = resolveFilename.call(this, request, parent, ...rest);
  if (resolved.includes(PACKAGE_FOLDER)) appendFileSync(log, `${resolved}\t${parent?.filename}\n`);
  return resolved;
};
