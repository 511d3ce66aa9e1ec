import { sql, type Kysely } from 'kysely';

/**
 * Videos and downloads (issue 13's lookups). Videos: an embeddable player address and a poster per video (the
 * brand's video host is not known; the seed's addresses are demo data), tagged by catalogue tag slug like the
 * content items. Downloads: work aids (sample letters, checklists) by the catalogue rubric's slug and a target
 * group; the body is JSON of structured blocks (as content_items.body) from which the bff renders the PDF.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('video_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().check(sql`duration_seconds > 0`))
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('poster_url', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('videos_published_idx').on('videos').column('published_on').execute();
  await db.schema
    .createTable('video_tags')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.video_id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_tags_pkey', ['video_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('video_tags_tag_idx').on('video_tags').column('tag_slug').execute();

  await db.schema
    .createTable('downloads')
    .addColumn('download_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rubric_slug', 'text', (c) => c.notNull())
    // Written out (not imported): a migration stays as it was when it ran.
    .addColumn('target_group', 'text', (c) => c.notNull().check(sql`target_group in ('br', 'sbv', 'jav', 'gremium')`))
    .addColumn('file_kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('downloads_rubric_group_idx')
    .on('downloads')
    .columns(['rubric_slug', 'target_group'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('downloads').execute();
  await db.schema.dropTable('video_tags').execute();
  await db.schema.dropTable('videos').execute();
}
