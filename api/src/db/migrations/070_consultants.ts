import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Consultant appointments. A consultant is one of the contact persons (`event_managers`) with the postal-code
 * areas and rubrics they advise on, a federal state (its public holidays), a video room, working hours per
 * weekday (Berlin wall time), absences and blocked times. Committees and members may be assigned one.
 * An appointment is a 30-minute slot; a partial unique index gives each of a consultant's start times to one
 * booked appointment at most, whatever number of api processes book at once (a cancelled one frees it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('consultants')
    .addColumn('consultant_id', 'integer', (c) =>
      c.primaryKey().references('event_managers.manager_id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postal_regions', 'text', (c) => c.notNull())
    .addColumn('rubric_ids', 'text', (c) => c.notNull())
    .addColumn('video_room_url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('consultant_working_hours')
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.consultant_id').onDelete('cascade'),
    )
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('consultant_working_hours_pk', ['consultant_id', 'weekday', 'starts_at'])
    .execute();

  await db.schema
    .createTable('consultant_absences')
    .addColumn('absence_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.consultant_id').onDelete('cascade'),
    )
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('to_day', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consultant_absences_idx')
    .on('consultant_absences')
    .columns(['consultant_id', 'to_day'])
    .execute();

  await db.schema
    .createTable('consultant_blocked_times')
    .addColumn('block_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.consultant_id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consultant_blocked_times_idx')
    .on('consultant_blocked_times')
    .columns(['consultant_id', 'ends_at'])
    .execute();

  await db.schema
    .createTable('committee_consultants')
    .addColumn('committee_id', 'integer', (c) =>
      c.primaryKey().references('committees.committee_id').onDelete('cascade'),
    )
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.consultant_id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('member_consultants')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.consultant_id').onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('consultant_appointments')
    .addColumn('appointment_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.consultant_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The calendar entry's SEQUENCE: raised by each move and the cancellation, so calendars update it. */
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await sql`create unique index consultant_appointments_slot_idx on consultant_appointments (consultant_id, starts_at) where status = 'booked'`.execute(
    db,
  );
  await db.schema
    .createIndex('consultant_appointments_user_idx')
    .on('consultant_appointments')
    .columns(['user_id', 'starts_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'consultant_appointments',
    'member_consultants',
    'committee_consultants',
    'consultant_blocked_times',
    'consultant_absences',
    'consultant_working_hours',
    'consultants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
