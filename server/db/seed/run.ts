/** `npm run db:seed`: migrates and seeds the configured database, then prints what changed. */
import { readConfig } from '../../config';
import { openDatabase } from '../open-database';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  seed: true,
});
try {
  const report = database.seedReport;
  const written = Object.entries(report?.changed ?? {}).filter(([, n]) => n > 0);
  console.log(
    written.length === 0
      ? `Database (${database.driver}) is up to date; the seed changed nothing.`
      : `Seeded ${database.driver}: ${written.map(([table, n]) => `${table} ${n}`).join(', ')}`,
  );
} finally {
  await database.close();
}
