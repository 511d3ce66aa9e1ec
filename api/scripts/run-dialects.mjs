#!/usr/bin/env node
// Runs the same jest suites on SQLite and then, when TEST_DATABASE_URL is set, on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const args = process.argv.slice(2);

function run(dialect) {
  console.log(`\n== API-Tests auf ${dialect} ==`);
  const result = spawnSync(process.execPath, [jestBin, ...args], {
    stdio: 'inherit',
    env: { ...process.env, AMB_TEST_DIALECT: dialect },
  });
  return result.status ?? 1;
}

let status = run('sqlite');
if (status === 0 && process.env.TEST_DATABASE_URL) status = run('postgres');
else if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL nicht gesetzt: PostgreSQL-Lauf übersprungen.');
process.exit(status);
