import type { Kysely } from 'kysely';

/** Catalogue and navigation: locations, hotels, rubrics, tags, themes, events, modules, navigation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('location_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hotels')
    .addColumn('hotel_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('stars', 'integer')
    .addColumn('location_id', 'integer', (c) => c.references('locations.location_id'))
    .execute();

  await db.schema
    .createTable('rubrics')
    .addColumn('rubric_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('tag_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('themes')
    .addColumn('theme_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('rubric_id', 'integer', (c) => c.notNull().references('rubrics.rubric_id'))
    .addColumn('action_field', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('themes_rubric_idx').on('themes').column('rubric_id').execute();

  await db.schema
    .createTable('theme_tags')
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.theme_id'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.tag_id'))
    .addPrimaryKeyConstraint('theme_tags_pk', ['theme_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('theme_tags_tag_idx').on('theme_tags').column('tag_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('event_id', 'integer', (c) => c.primaryKey())
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.theme_id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('hotel_id', 'integer')
    .addColumn('is_series', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('price_participant_two', 'integer')
    .addColumn('price_participant_three', 'integer')
    .addColumn('price_participant_four', 'integer')
    .addColumn('price_participant_five', 'integer')
    .execute();
  await db.schema.createIndex('events_start_idx').on('events').columns(['start_date', 'event_id']).execute();
  await db.schema.createIndex('events_theme_idx').on('events').column('theme_id').execute();

  await db.schema
    .createTable('event_modules')
    .addColumn('module_id', 'integer', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('hotel_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_modules_event_idx').on('event_modules').column('event_id').execute();

  await db.schema
    .createTable('navigation_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('link_text', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('link_class', 'text')
    .addColumn('link_style', 'text')
    .addColumn('link_description', 'text')
    .addColumn('link_position', 'text')
    .addColumn('expandable', 'text')
    .addColumn('tab_label', 'text')
    .addColumn('tab_description', 'text')
    .addColumn('tab_link_rel', 'text')
    .addColumn('tab_link_abs', 'text')
    .addColumn('flyout_style', 'text')
    .addColumn('inspiration', 'text')
    .addColumn('inspiration_content', 'text')
    .addColumn('hidden_on_frontend', 'text', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema.createIndex('navigation_site_idx').on('navigation_items').columns(['site', 'parent_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'navigation_items',
    'event_modules',
    'events',
    'theme_tags',
    'themes',
    'tags',
    'rubrics',
    'hotels',
    'locations',
    'meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
