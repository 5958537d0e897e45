import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError } from './errors/startup-error';

/** In-flight requests get this long to finish after SIGTERM before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config).catch((error: unknown) => {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    console.error(
      `Cannot listen on ${config.host}:${config.port} (${error.code}): free the port or set PORT`,
    );
    process.exit(1);
  });
  app.log.info(`Kinora is running at ${config.publicUrl}`);
  // Every instance ticks; the jobs' leases in the database make each run happen on one of them (services/jobs/).
  app.jobs.start();
  // Every instance reports itself on its own timer (unlike the jobs): the status page lists them by these reports.
  app.instance.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
