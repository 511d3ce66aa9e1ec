import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Conferences (Fachtagungen) on the booking engine. A conference is an event of the catalogue's `events` table
 * (its seats, degressive prices, venue, cancellation) with a theme of its own, so cart, checkout, reservations,
 * waiting list, cancellation, documents and calendar are the seminars' code; the catalogue keeps conference themes
 * out of its lists. What a seminar does not have lives here: the programme by day and slot, workshops with seats
 * of their own (the same conditional-update guard as events: `seats_taken <= capacity` is also a CHECK), speakers,
 * the early-bird and member discounts, what is included, and the hotel's room contingent with its release day.
 * A participant's workshops: one row per participant and slot (primary key / unique index), so no participant is
 * ever in two workshops of one slot, in the cart or in an order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey();

  await db.schema
    .createTable('conferences')
    .addColumn('conference_id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().unique().references('events.event_id'))
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('br', 'sbv', 'jav', 'gremium')`))
    .addColumn('audience_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // JSON array of the German lines of what the fee includes.
    .addColumn('included', 'text', (c) => c.notNull())
    .addColumn('evening_event', 'text')
    .addColumn('early_bird_until', 'text')
    .addColumn('early_bird_discount_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`early_bird_discount_cents >= 0`),
    )
    .addColumn('member_discount_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`member_discount_cents >= 0`),
    )
    .addColumn('hotel_rooms', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hotel_rooms >= 0`),
    )
    .addColumn('hotel_rooms_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hotel_rooms_until', 'text')
    .addColumn('related_tag_id', 'integer', (c) => c.references('tags.tag_id'))
    .addCheckConstraint(
      'conferences_rooms_within_contingent',
      sql`hotel_rooms_taken >= 0 and hotel_rooms_taken <= hotel_rooms`,
    )
    .execute();

  await db.schema
    .createTable('conference_speakers')
    .addColumn('speaker_id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('organisation', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('conference_slots')
    .addColumn('slot_id', 'integer', id)
    .addColumn('conference_id', 'integer', (c) =>
      c.notNull().references('conferences.conference_id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('plenary', 'workshops', 'break', 'evening')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('room', 'text')
    .addCheckConstraint('conference_slots_time_order', sql`starts_at < ends_at`)
    .execute();
  await db.schema
    .createIndex('conference_slots_conference_idx')
    .on('conference_slots')
    .columns(['conference_id', 'day', 'starts_at'])
    .execute();

  await db.schema
    .createTable('conference_workshops')
    .addColumn('workshop_id', 'integer', id)
    .addColumn('conference_id', 'integer', (c) =>
      c.notNull().references('conferences.conference_id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('conference_slots.slot_id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('room', 'text')
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('conference_workshops_seats', sql`seats_taken >= 0 and seats_taken <= capacity`)
    .execute();
  await db.schema
    .createIndex('conference_workshops_slot_idx')
    .on('conference_workshops')
    .columns(['slot_id', 'workshop_id'])
    .execute();

  // A speaker's part in the programme: a plenary slot or a workshop (exactly one of them).
  await db.schema
    .createTable('conference_appearances')
    .addColumn('appearance_id', 'integer', id)
    .addColumn('speaker_id', 'integer', (c) => c.notNull().references('conference_speakers.speaker_id'))
    .addColumn('slot_id', 'integer', (c) => c.references('conference_slots.slot_id').onDelete('cascade'))
    .addColumn('workshop_id', 'integer', (c) => c.references('conference_workshops.workshop_id').onDelete('cascade'))
    .addCheckConstraint('conference_appearances_one_part', sql`(slot_id is null) <> (workshop_id is null)`)
    .execute();
  await db.schema
    .createIndex('conference_appearances_speaker_idx')
    .on('conference_appearances')
    .column('speaker_id')
    .execute();

  // The cart: a participant's workshop per slot (at most one: the primary key) and the member price.
  await db.schema
    .createTable('cart_recipient_workshops')
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('cart_recipients.recipient_id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('conference_slots.slot_id').onDelete('cascade'))
    .addColumn('workshop_id', 'integer', (c) =>
      c.notNull().references('conference_workshops.workshop_id').onDelete('cascade'),
    )
    .addColumn('waitlist', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cart_recipient_workshops_pk', ['recipient_id', 'slot_id'])
    .execute();
  await db.schema
    .createTable('cart_recipient_conference')
    .addColumn('recipient_id', 'integer', (c) =>
      c.primaryKey().references('cart_recipients.recipient_id').onDelete('cascade'),
    )
    .addColumn('union_member', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // An order's participant: its workshop per slot with what it holds, the member price and a contingent room.
  await db.schema
    .createTable('order_participant_workshops')
    .addColumn('choice_id', 'integer', id)
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('order_participants.participant_id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('conference_slots.slot_id'))
    .addColumn('workshop_id', 'integer', (c) => c.notNull().references('conference_workshops.workshop_id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'waiting', 'pending', 'released')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_participant_workshops_slot_idx')
    .on('order_participant_workshops')
    .columns(['participant_id', 'slot_id'])
    .unique()
    .execute();
  // The waiting list of a workshop, first come first.
  await db.schema
    .createIndex('order_participant_workshops_waiting_idx')
    .on('order_participant_workshops')
    .columns(['workshop_id', 'status', 'choice_id'])
    .execute();
  await db.schema
    .createTable('order_participant_conference')
    .addColumn('participant_id', 'integer', (c) =>
      c.primaryKey().references('order_participants.participant_id').onDelete('cascade'),
    )
    .addColumn('union_member', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 while the participant holds a room of the contingent (given back exactly once, with the seat).
    .addColumn('holds_room', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'order_participant_conference',
    'order_participant_workshops',
    'cart_recipient_conference',
    'cart_recipient_workshops',
    'conference_appearances',
    'conference_workshops',
    'conference_slots',
    'conference_speakers',
    'conferences',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
