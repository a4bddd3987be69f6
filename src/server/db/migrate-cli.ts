// `npm run db:migrate`: applies pending migrations and exits (docs/operations.md, "Upgrading").
// The server also migrates at start-up; running this first lets several processes roll over to a
// new version without each racing to migrate.
import { ConfigError, parseEnv } from '../config/env';
import { openDatabase } from './client';

async function migrate() {
  const config = parseEnv();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await database.migrate();
    console.warn('Migrations applied');
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
