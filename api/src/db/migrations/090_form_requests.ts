import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { up as inhouseUp } from './006_inhouse_requests';
import { up as contactUp } from './047_contact_requests';

/**
 * One table for every request form (contact, in-house, SBV, catalogue, lawyer, registrations, promotional
 * orders): the kind, the staff's status, who sent it, and the checked input as JSON. The contact and in-house
 * requests of their own tables move here, so the staff read every request in one list.
 */
const CONTACT_FIELDS = ['salutation', 'topic', 'firstname', 'lastname', 'email', 'phone', 'message'];
const INHOUSE_FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'street',
  'street_number',
  'postal_code',
  'city',
  'participants',
  'message',
];
const camel = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('form_requests')
    .addColumn('request_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'text')
    .addColumn('status_changed_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('form_requests_kind_idx').on('form_requests').columns(['kind', 'request_id']).execute();
  await db.schema.createIndex('form_requests_user_idx').on('form_requests').columns(['user_id', 'kind']).execute();

  const json = (pairs: string[]) =>
    postgres ? `json_build_object(${pairs.join(', ')})::text` : `json_object(${pairs.join(', ')})`;
  const pairsOf = (fields: string[], table: string) => fields.map((f) => `'${camel(f)}', ${table}.${f}`);
  await sql
    .raw(
      `INSERT INTO form_requests (kind, status, user_id, name, email, data, created_at)
       SELECT 'contact', 'new', c.user_id, c.firstname || ' ' || c.lastname, c.email, ${json(pairsOf(CONTACT_FIELDS, 'c'))}, c.created_at
       FROM contact_requests c ORDER BY c.request_id`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO form_requests (kind, status, user_id, name, email, data, created_at)
       SELECT 'inhouse', 'new', i.user_id, i.firstname || ' ' || i.lastname, i.email,
              ${json(["'themeId', i.theme_id", "'themeTitle', t.title", ...pairsOf(INHOUSE_FIELDS, 'i')])}, i.created_at
       FROM inhouse_requests i JOIN themes t ON t.theme_id = i.theme_id ORDER BY i.request_id`,
    )
    .execute(db);
  await db.schema.dropTable('contact_requests').execute();
  await db.schema.dropTable('inhouse_requests').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The old tables come back empty: their rows live on only as JSON here.
  await inhouseUp(db);
  await contactUp(db);
  await db.schema.dropTable('form_requests').execute();
}
