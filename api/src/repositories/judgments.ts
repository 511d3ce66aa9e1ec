/** Rows of the judgments table (migration 024). Only published judgments reach the public queries. */
import type { CaseLawArea } from '@amb/shared-contracts';
import type { Insertable } from 'kysely';
import type { Db, JudgmentTable } from '../db/types';

const SUMMARY_COLUMNS = [
  'judgmentId',
  'slug',
  'area',
  'topic',
  'court',
  'kind',
  'decidedOn',
  'fileNumber',
  'guidingPrinciple',
] as const;

export interface JudgmentFilter {
  area?: CaseLawArea;
  topic?: string;
  /** Left out (the judgment a page shows beside its related ones). */
  exceptId?: number;
}

/** Published judgments, newest decision first; the id breaks ties so the order is stable. */
export function publishedJudgmentRows(db: Db, filter: JudgmentFilter, limit: number) {
  let query = db.selectFrom('judgments').select(SUMMARY_COLUMNS).where('status', '=', 'published');
  if (filter.area) query = query.where('area', '=', filter.area);
  if (filter.topic) query = query.where('topic', '=', filter.topic);
  if (filter.exceptId !== undefined) query = query.where('judgmentId', '<>', filter.exceptId);
  return query.orderBy('decidedOn', 'desc').orderBy('judgmentId', 'desc').limit(limit).execute();
}

/** A published judgment of the area by its slug (a draft is not found). */
export function findPublishedJudgment(db: Db, area: CaseLawArea, slug: string) {
  return db
    .selectFrom('judgments')
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('status', '=', 'published')
    .where('area', '=', area)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Every published judgment's area and slug, for the sitemap. */
export function publishedJudgmentKeys(db: Db) {
  return db
    .selectFrom('judgments')
    .select(['area', 'slug', 'topic'])
    .where('status', '=', 'published')
    .orderBy('judgmentId')
    .execute();
}

export function insertJudgment(db: Db, row: Insertable<JudgmentTable>) {
  return db.insertInto('judgments').values(row).execute();
}
