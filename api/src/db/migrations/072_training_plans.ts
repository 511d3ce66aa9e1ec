import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The personalised training plan: one per committee and term start, with its format and preferred location,
 * and per member their function, first term, working week, own term start, chosen topics (with the legal basis
 * each is planned under) and the themes attended before. The catalogue gains what the plan's rules read: the
 * basic series of each function and the prerequisites of advanced themes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('training_plans')
    .addColumn('plan_id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('committee_id', 'integer', (c) => c.notNull().references('committees.committee_id').onDelete('cascade'))
    .addColumn('term_start', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.references('locations.location_id').onDelete('set null'))
    .addColumn('shared_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('training_plans_term_unique', ['committee_id', 'term_start'])
    .execute();

  await db.schema
    .createTable('training_plan_members')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('training_plans.plan_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('member_function', 'text', (c) => c.notNull())
    .addColumn('first_term', 'integer', (c) => c.notNull())
    .addColumn('work_days_per_week', 'integer', (c) => c.notNull())
    .addColumn('term_start', 'text')
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('done_theme_ids', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_plan_members_pk', ['plan_id', 'user_id'])
    .execute();
  await db.schema.createIndex('training_plan_members_user_idx').on('training_plan_members').column('user_id').execute();

  await db.schema
    .createTable('training_basics')
    .addColumn('member_function', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.theme_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('training_basics_pk', ['member_function', 'position'])
    .execute();

  await db.schema
    .createTable('theme_prerequisites')
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.theme_id').onDelete('cascade'))
    .addColumn('requires_theme_id', 'integer', (c) => c.notNull().references('themes.theme_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('theme_prerequisites_pk', ['theme_id', 'requires_theme_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['theme_prerequisites', 'training_basics', 'training_plan_members', 'training_plans']) {
    await db.schema.dropTable(table).execute();
  }
}
