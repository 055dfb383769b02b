/** `npm run server:reset`: deletes the SQLite file (and its WAL files) and seeds a fresh one. */
import { rmSync } from 'node:fs';

import { resolveConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { seedDatabase } from './seed/index.js';

const { dbFile } = resolveConfig();
if (dbFile === ':memory:') {
  console.error('WARE_DB is :memory:, nothing to reset');
  process.exit(0);
}
for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
const db = openDatabase(dbFile);
await seedDatabase(db);
db.$client.close();
console.log(`Reset ${dbFile} to the demo seed.`);
