import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CamelCasePlugin, type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { isUniqueViolation } from './uniqueViolation';
import { openSqlite, STATEMENT_CACHE_SIZE } from './sqlite';

interface Tables {
  items: { id: Generated<number>; email: string; parentId: number | null; data: Uint8Array | null };
}

let dir: string;
let db: Kysely<Tables>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'amb-sqlite-'));
  db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: openSqlite(path.join(dir, 'test.sqlite')) }),
    plugins: [new CamelCasePlugin()],
  });
  await sql`create table items (id integer primary key, email text unique not null,
    parent_id integer references items (id), data blob)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('openSqlite (libsql unter Kyselys SqliteDialect)', () => {
  it('schreibt, liest, streamt und meldet eingefügte Zeilen wie better-sqlite3', async () => {
    const inserted = await db.insertInto('items').values({ email: 'a@example.de', parentId: null }).executeTakeFirst();
    expect(Number(inserted.insertId)).toBe(1);
    await db
      .insertInto('items')
      .values({ email: 'b@example.de', parentId: 1, data: Buffer.from('x') })
      .execute();
    const returned = await db.insertInto('items').values({ email: 'c@example.de' }).returning('id').execute();
    expect(returned).toEqual([{ id: 3 }]);
    const updated = await db.updateTable('items').set({ parentId: 1 }).where('id', '>', 2).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const streamed = [];
    for await (const row of db.selectFrom('items').select(['email', 'parentId']).orderBy('id').stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual([
      { email: 'a@example.de', parentId: null },
      { email: 'b@example.de', parentId: 1 },
      { email: 'c@example.de', parentId: 1 },
    ]);
  });

  it('lehnt einen booleschen Parameter mit einem Fehler ab, statt den Prozess zu beenden', async () => {
    await expect(
      db
        .insertInto('items')
        .values({ email: 'x@example.de', parentId: true as unknown as number })
        .execute(),
    ).rejects.toThrow(TypeError);
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
  });

  it('meldet doppelte Werte als Unique-Verletzung und prüft Fremdschlüssel', async () => {
    await db.insertInto('items').values({ email: 'a@example.de' }).execute();
    const duplicate = await db
      .insertInto('items')
      .values({ email: 'a@example.de' })
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    await expect(db.insertInto('items').values({ email: 'b@example.de', parentId: 99 }).execute()).rejects.toThrow(
      /FOREIGN KEY/,
    );
  });

  it('rollt eine fehlgeschlagene Transaktion zurück', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ email: 'a@example.de' }).execute();
        await trx.insertInto('items').values({ email: 'a@example.de' }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
  });

  it('führt gleichzeitige Transaktionen nacheinander auf der einen Verbindung aus', async () => {
    await Promise.all(
      [1, 2, 3].map((n) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ email: `${n}@example.de` })
            .execute();
          await new Promise((resolve) => setTimeout(resolve, 5));
          await trx
            .insertInto('items')
            .values({ email: `${n}b@example.de` })
            .execute();
        }),
      ),
    );
    expect(await db.selectFrom('items').select('email').orderBy('id').execute()).toHaveLength(6);
  });

  it('setzt WAL mit synchronous=FULL, Fremdschlüssel und 5 s Wartezeit auf Sperren anderer Prozesse', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('wartet beim Öffnen einer neuen Datei auf die Sperre eines anderen Prozesses, statt abzubrechen', async () => {
    const file = path.join(dir, 'fresh.sqlite');
    // Another process holds the new file's exclusive lock for a moment, as a second api start may.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('libsql'))(process.argv[1]); db.exec('begin exclusive');
         db.exec('create table t (x)'); console.log('gesperrt');
         setTimeout(() => { db.exec('commit'); db.close(); }, 400);`,
        file,
      ],
      { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    const database = openSqlite(file);
    expect(database.prepare('pragma journal_mode').all([])).toEqual([{ journal_mode: 'wal' }]);
    database.close();
    await exited;
  });
  it('hält übersetzte Anweisungen vor und liest nach einer Schemaänderung trotzdem die neuen Spalten', () => {
    const database = openSqlite(':memory:');
    database.prepare('create table t (x integer)').run([]);
    database.prepare('insert into t (x) values (?)').run([1]);
    expect(database.prepare('select * from t').all([])).toEqual([{ x: 1 }]);
    database.prepare('alter table t add column y text').run([]);
    database.prepare('update t set y = ?').run(['neu']);
    expect(database.prepare('select * from t').all([])).toEqual([{ x: 1, y: 'neu' }]);
    for (let i = 0; i <= STATEMENT_CACHE_SIZE; i += 1) {
      expect(database.prepare(`select ${i} as n`).all([])).toEqual([{ n: i }]);
    }
    expect(database.prepare('select * from t').all([])).toEqual([{ x: 1, y: 'neu' }]);
    database.close();
  });
});
