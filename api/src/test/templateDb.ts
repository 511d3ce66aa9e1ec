/**
 * Shared test databases: a test run migrates and seeds once per variant (a template), and every test file gets
 * its own copy of it — on PostgreSQL a database cloned with `CREATE DATABASE … TEMPLATE` (tables in the schema
 * `amb`), on SQLite an in-memory database filled from the template file. Migrating and seeding took 1–5 s per
 * file; a copy takes a fraction of that. Templates belong to one run (AMB_TEST_RUN, set by the jest global
 * setup), so a changed migration or seed is never served from an older template.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { createDb, type DbHandle } from '../db/connection';

/**
 * The tests' pools wait this long for a connection: a test of 200 simultaneous checkouts on 4 connections measures
 * the engine's answers (409 for the many), not the api's 3-second deadline of a busy pool (its own test: app.test.ts).
 */
export const TEST_CONNECT_TIMEOUT_MS = 60_000;
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

export type TemplateVariant = 'seeded' | 'empty';

/** The schema of the tables in every PostgreSQL test database. */
export const TEST_SCHEMA = 'amb';
/** Names: templates `amb_tpl_<run>_<variant>`, copies `amb_t_<pid>_<random>`; <run> and <pid> start with a pid. */
const TEMPLATE_PREFIX = 'amb_tpl_';
const COPY_PREFIX = 'amb_t_';
const SQLITE_TEMPLATE_PREFIX = 'amb-api-tpl-';

/** The run the templates belong to: set once by the global setup; a file run outside it gets its own. */
function runId(): string {
  process.env.AMB_TEST_RUN ??= `${process.pid}x${randomBytes(3).toString('hex')}`;
  return process.env.AMB_TEST_RUN;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a name starts with after its prefix (`amb_t_123_ab` → 123). */
function pidOf(name: string, prefix: string): number {
  return Number(/^\d+/.exec(name.slice(prefix.length))?.[0] ?? NaN);
}

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database. Not WITH (FORCE): that would also try to end an autovacuum worker on it, which only a
 * superuser may (a plain DROP DATABASE stops autovacuum itself). Connections a test left open (a second pool)
 * are ours to end first.
 */
async function dropDatabase(admin: Client, name: string): Promise<void> {
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and usename = current_user and pid <> pg_backend_pid()`,
    [name],
  );
  await admin.query(`drop database if exists "${name}"`);
}

async function fill(handle: DbHandle, variant: TemplateVariant, baseDate: string): Promise<void> {
  await migrateToLatest(handle);
  if (variant === 'seeded') await seedIfEmpty(handle.db, { baseDate });
}

/** Builds the run's PostgreSQL template once (under an advisory lock: one builder, the others wait for it). */
async function postgresTemplate(url: string, variant: TemplateVariant, baseDate: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${runId()}_${variant}`;
  await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_bau`;
      await dropDatabase(admin, building);
      await admin.query(`create database "${building}"`);
      const handle = createDb({ dialect: 'postgres', url: databaseUrl(url, building), schema: TEST_SCHEMA });
      try {
        await sql`create schema ${sql.id(TEST_SCHEMA)}`.execute(handle.db);
        await fill(handle, variant, baseDate);
      } finally {
        await handle.db.destroy();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

export interface TemplateCopy extends DbHandle {
  /** PostgreSQL: the copy's connection string (for a second pool, as a second api process holds). */
  url?: string;
  drop(): Promise<void>;
}

/** A PostgreSQL database of its own, cloned from the run's template. */
export async function postgresCopy(url: string, variant: TemplateVariant, baseDate: string): Promise<TemplateCopy> {
  const template = await postgresTemplate(url, variant, baseDate);
  const name = `${COPY_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const copyUrl = databaseUrl(url, name);
  const handle = createDb({
    dialect: 'postgres',
    url: copyUrl,
    schema: TEST_SCHEMA,
    maxConnections: 4,
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
  return {
    ...handle,
    url: copyUrl,
    drop: () => withAdmin(url, (admin) => dropDatabase(admin, name)),
  };
}

/** The run's SQLite template file, built once (written under another name, then renamed: never seen half-built). */
async function sqliteTemplate(variant: TemplateVariant, baseDate: string): Promise<string> {
  const file = path.join(os.tmpdir(), `${SQLITE_TEMPLATE_PREFIX}${runId()}-${variant}.db`);
  if (existsSync(file)) return file;
  const building = `${file}.${process.pid}.bau`;
  const handle = createDb({ dialect: 'sqlite', file: building });
  try {
    await fill(handle, variant, baseDate);
    await sql`pragma journal_mode = delete`.execute(handle.db);
  } finally {
    await handle.db.destroy();
  }
  renameSync(building, file);
  return file;
}

interface SqliteObject {
  type: string;
  name: string;
  sql: string;
}

/**
 * An in-memory SQLite database with the template's schema and rows. Virtual tables (FTS5) are created first;
 * their shadow tables then exist and take the template's rows like every other table.
 */
export async function sqliteCopy(variant: TemplateVariant, baseDate: string): Promise<TemplateCopy> {
  const file = await sqliteTemplate(variant, baseDate);
  const handle = createDb({ dialect: 'sqlite', file: ':memory:' });
  const { db } = handle;
  await sql`attach database ${file} as tpl`.execute(db);
  const { rows } = await sql<SqliteObject>`
    select type, name, sql from tpl.sqlite_master where sql is not null and name not like 'sqlite_%'`.execute(db);
  const virtual = rows.filter((o) => o.type === 'table' && /^create virtual table/i.test(o.sql));
  const tables = rows.filter((o) => o.type === 'table' && !virtual.includes(o));
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  for (const table of virtual) await sql.raw(table.sql).execute(db);
  const existing = new Set(
    (await sql<{ name: string }>`select name from main.sqlite_master where type = 'table'`.execute(db)).rows.map(
      (row) => row.name,
    ),
  );
  for (const table of tables) {
    if (existing.has(table.name)) await sql`delete from main.${sql.id(table.name)}`.execute(db);
    else await sql.raw(table.sql).execute(db);
    await sql`insert into main.${sql.id(table.name)} select * from tpl.${sql.id(table.name)}`.execute(db);
  }
  const sequence = await sql`select 1 from tpl.sqlite_master where name = 'sqlite_sequence'`.execute(db);
  if (sequence.rows.length > 0)
    await sql`insert into main.sqlite_sequence select * from tpl.sqlite_sequence`.execute(db);
  for (const other of rows.filter((o) => o.type !== 'table')) await sql.raw(other.sql).execute(db);
  await sql`commit`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  await sql`detach database tpl`.execute(db);
  return { ...handle, drop: async () => {} };
}

/** Removes the templates of `run` (the global teardown) and whatever runs and copies of dead processes left. */
export async function dropTemplates(url: string | undefined, run?: string): Promise<void> {
  for (const entry of readdirSync(os.tmpdir())) {
    if (!entry.startsWith(SQLITE_TEMPLATE_PREFIX)) continue;
    const ours = run !== undefined && entry.startsWith(`${SQLITE_TEMPLATE_PREFIX}${run}-`);
    if (ours || !isAlive(pidOf(entry, SQLITE_TEMPLATE_PREFIX))) rmSync(path.join(os.tmpdir(), entry), { force: true });
  }
  if (!url) return;
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ name: string }>(
      `select datname as name from pg_database where datname like 'amb\\_tpl\\_%' or datname like 'amb\\_t\\_%'`,
    );
    for (const { name } of rows) {
      const prefix = name.startsWith(TEMPLATE_PREFIX) ? TEMPLATE_PREFIX : COPY_PREFIX;
      const ours = run !== undefined && name.startsWith(`${TEMPLATE_PREFIX}${run}_`);
      if (ours || !isAlive(pidOf(name, prefix))) {
        await dropDatabase(admin, name).catch(() => undefined);
      }
    }
  });
}
