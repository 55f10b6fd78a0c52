import { buildApp } from './app';
import { resolveConfig } from './config';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { prepareDatabase } from './seed/start-up';

async function main(): Promise<void> {
  const env = readEnv();
  const config = await resolveConfig(env);
  const database = await openDatabase(config.database);
  const demo = await prepareDatabase(database, config);
  const app = await buildApp(config, { database, demo, ownsDatabase: true, syncScheduler: true });
  await app.listen({ port: env.PORT, host: env.HOST });

  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${shownHost}:${port}`;
  const store =
    config.database.kind === 'pglite'
      ? `PGlite (embedded), data in ${config.database.dataDir ?? 'memory'}`
      : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Back office is running at ${url}`,
    `  API reference:            ${url}/docs`,
    `  Database:                 ${store}`,
    config.seedDemo
      ? `  Sign in as admin / ${env.DEMO_PASSWORD === 'demo123' ? 'demo123' : '(DEMO_PASSWORD)'} (every demo account is listed in README.md)`
      : '  Sign in with an account an operator created (npm run user:create).',
    config.webDistDir
      ? ''
      : '  (The web app is not built: only the API is served. Run npm run build.)',
    '',
  ];
  process.stdout.write(
    `${lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n')}\n`,
  );

  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
