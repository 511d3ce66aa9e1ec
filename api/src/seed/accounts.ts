/** Demo accounts: members, two committees (each with a manager), one admin, one editor. Deterministic. */
import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../db/startLock';
import type { CommitteeTable, Db, UserTable } from '../db/types';

export const DEMO_PASSWORD = 'Mitbestimmung2026!';
export const META_DEMO_ACCOUNTS = 'demo_accounts_seeded';
/** The editorial team's demo login: edits laws and judgments in /manage (users.editor). */
export const DEMO_EDITOR_EMAIL = 'redaktion@example.de';
const CREATED_AT = '2026-01-01T08:00:00.000Z';

export const DEMO_COMMITTEES: CommitteeTable[] = [
  {
    committeeId: 1,
    name: 'Betriebsrat Nordwerk GmbH',
    company: 'Nordwerk GmbH',
    street: 'Hafenstraße',
    streetNumber: '12',
    postalCode: '20457',
    city: 'Hamburg',
    createdAt: CREATED_AT,
  },
  {
    committeeId: 2,
    name: 'Betriebsrat Südstahl AG',
    company: 'Südstahl AG',
    street: 'Industriering',
    streetNumber: '4a',
    postalCode: '80939',
    city: 'München',
    createdAt: CREATED_AT,
  },
];

export type DemoUser = Pick<
  UserTable,
  'email' | 'salutation' | 'title' | 'firstname' | 'lastname' | 'role' | 'committeeId' | 'committeeRole'
> & { editor?: number };

const user = (
  email: string,
  salutation: string,
  firstname: string,
  lastname: string,
  extra: Partial<DemoUser> = {},
): DemoUser => ({
  email,
  salutation,
  title: '',
  firstname,
  lastname,
  role: 'member',
  committeeId: null,
  committeeRole: null,
  editor: 0,
  ...extra,
});

export const DEMO_USERS: DemoUser[] = [
  user('admin@example.de', 'Frau', 'Petra', 'Hoffmann', { role: 'admin' }),
  user('anna.schneider@example.de', 'Frau', 'Anna', 'Schneider'),
  user('jonas.weber@example.de', 'Herr', 'Jonas', 'Weber'),
  user('markus.fischer@example.de', 'Herr', 'Markus', 'Fischer', { committeeId: 1, committeeRole: 'manager' }),
  user('lena.wagner@example.de', 'Frau', 'Lena', 'Wagner', { committeeId: 1, committeeRole: 'member' }),
  user('tobias.becker@example.de', 'Herr Dr.', 'Tobias', 'Becker', {
    title: 'Dr.',
    committeeId: 1,
    committeeRole: 'member',
  }),
  user('sabine.koch@example.de', 'Frau', 'Sabine', 'Koch', { committeeId: 2, committeeRole: 'manager' }),
  user('murat.yilmaz@example.de', 'Herr', 'Murat', 'Yılmaz', { committeeId: 2, committeeRole: 'member' }),
  user('julia.richter@example.de', 'Frau', 'Julia', 'Richter', { committeeId: 2, committeeRole: 'member' }),
  user(DEMO_EDITOR_EMAIL, 'Frau', 'Claudia', 'Brandt', { editor: 1 }),
];

/** The salt is derived from the e-mail (still one per user), so the seed is the same on every run. */
const hashes = new Map<string, Promise<string>>();
function demoHash(email: string): Promise<string> {
  let hash = hashes.get(email);
  if (!hash) {
    const salt = createHash('sha256').update(`amb-demo-salt:${email}`).digest().subarray(0, 16);
    hash = hashPassword(DEMO_PASSWORD, salt);
    hashes.set(email, hash);
  }
  return hash;
}

/** Inserts the demo accounts once (marked in meta); a database that has them is left alone. */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const done = await db.selectFrom('meta').select('value').where('key', '=', META_DEMO_ACCOUNTS).executeTakeFirst();
  if (done) {
    // Demo accounts seeded before addresses were confirmed get the mark they would have been seeded with.
    await db
      .updateTable('users')
      .set({ emailConfirmedAt: CREATED_AT })
      .where(
        'email',
        'in',
        DEMO_USERS.map((u) => u.email),
      )
      .where('emailConfirmedAt', 'is', null)
      .execute();
    return false;
  }
  const passwordHashes = await Promise.all(DEMO_USERS.map((u) => demoHash(u.email)));
  await inTransaction(db, async (trx) => {
    const again = await trx.selectFrom('meta').select('key').where('key', '=', META_DEMO_ACCOUNTS).executeTakeFirst();
    if (again) return;
    const existing = new Set(
      (await trx.selectFrom('committees').select('committeeId').execute()).map((c) => c.committeeId),
    );
    const committees = DEMO_COMMITTEES.filter((c) => !existing.has(c.committeeId));
    if (committees.length > 0) await trx.insertInto('committees').values(committees).execute();
    const taken = new Set((await trx.selectFrom('users').select('email').execute()).map((u) => u.email));
    const users = DEMO_USERS.map((u, i) => ({
      ...u,
      passwordHash: passwordHashes[i]!,
      phone: `040 1234 56${String(i).padStart(2, '0')}`,
      company: u.committeeId ? DEMO_COMMITTEES[u.committeeId - 1]!.company : 'Akademie für Mitbestimmung',
      street: 'Musterstraße',
      streetNumber: String(i + 1),
      postalCode: '10115',
      city: 'Berlin',
      emailConfirmedAt: CREATED_AT,
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    })).filter((u) => !taken.has(u.email));
    if (users.length > 0) await trx.insertInto('users').values(users).execute();
    await trx.insertInto('meta').values({ key: META_DEMO_ACCOUNTS, value: CREATED_AT }).execute();
  });
  return true;
}
