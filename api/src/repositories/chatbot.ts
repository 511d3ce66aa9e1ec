/**
 * The chatbot's passage index (SQLite FTS5 or PostgreSQL tsvector over the same terms) and its conversations.
 * The index's one writer is chatbot/passageIndex.ts; every write raises the index's version in `meta`, so each
 * process knows when its cached term statistics are stale.
 */
import { sql } from 'kysely';
import type { ChatbotPassageTable, Db } from '../db/types';
import { isPostgres } from './search';

export type PassageRow = ChatbotPassageTable;

const BATCH = 300;
const VERSION_KEY = 'chatbot_index_version';

/** Law paragraphs as the index reads them (every law, or one paragraph). */
export function lawParagraphSourceRows(db: Db, only?: { lawSlug: string; number: string }) {
  let query = db
    .selectFrom('lawParagraphs as p')
    .innerJoin('laws as l', 'l.lawSlug', 'p.lawSlug')
    .leftJoin('lawHeadings as h', (join) =>
      join.onRef('h.lawSlug', '=', 'p.lawSlug').onRef('h.position', '=', 'p.headingPosition'),
    )
    .select([
      'p.lawSlug',
      'l.short',
      'p.number',
      'p.position',
      'p.title',
      'p.summary',
      'p.absaetze',
      'h.title as section',
    ]);
  if (only) query = query.where('p.lawSlug', '=', only.lawSlug).where('p.number', '=', only.number);
  return query.orderBy('p.lawSlug').orderBy('p.position').execute();
}

export function judgmentPassageRows(db: Db, refIds?: number[]) {
  let query = db
    .selectFrom('judgments')
    .select([
      'judgmentId',
      'area',
      'slug',
      'topic',
      'court',
      'kind',
      'decidedOn',
      'fileNumber',
      'guidingPrinciple',
      'body',
    ])
    .where('status', '=', 'published');
  if (refIds) query = query.where('judgmentId', 'in', refIds);
  return query.execute();
}

export function contentItemPassageRows(db: Db, refIds?: number[]) {
  let query = db.selectFrom('contentItems').select(['contentId', 'kind', 'slug', 'title', 'body', 'publishedOn']);
  if (refIds) query = query.where('contentId', 'in', refIds);
  return query.execute();
}

export function lexiconPassageRows(db: Db, refIds?: number[]) {
  let query = db.selectFrom('lexiconEntries').select(['entryId', 'audience', 'slug', 'title', 'body']);
  if (refIds) query = query.where('entryId', 'in', refIds);
  return query.execute();
}

async function bumpVersion(db: Db): Promise<void> {
  const current = await db.selectFrom('meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  const next = String(Number(current?.value ?? 0) + 1);
  if (current) await db.updateTable('meta').set({ value: next }).where('key', '=', VERSION_KEY).execute();
  else await db.insertInto('meta').values({ key: VERSION_KEY, value: next }).execute();
}

export async function readIndexVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  return row?.value ?? '0';
}

/** Removes the passages of `refs` (or all), stores `rows` and raises the version. Pass a transaction. */
export async function writePassages(
  db: Db,
  change: { remove: 'all' | { kinds: readonly string[]; refIds: number[] }; rows: PassageRow[] },
): Promise<void> {
  const sqlite = !isPostgres(db);
  if (change.remove === 'all') {
    await db.deleteFrom('chatbotPassages').execute();
    if (sqlite) await db.deleteFrom('chatbotPassagesFts').execute();
  } else if (change.remove.refIds.length > 0) {
    const old = await db
      .selectFrom('chatbotPassages')
      .select('passageId')
      .where('kind', 'in', [...change.remove.kinds] as PassageRow['kind'][])
      .where('refId', 'in', change.remove.refIds)
      .execute();
    const ids = old.map((row) => row.passageId);
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      await db.deleteFrom('chatbotPassages').where('passageId', 'in', batch).execute();
      if (sqlite) await db.deleteFrom('chatbotPassagesFts').where('rowid', 'in', batch).execute();
    }
  }
  for (let i = 0; i < change.rows.length; i += BATCH) {
    const rows = change.rows.slice(i, i + BATCH);
    await db.insertInto('chatbotPassages').values(rows).execute();
    if (sqlite) {
      await db
        .insertInto('chatbotPassagesFts')
        .values(rows.map((row) => ({ rowid: row.passageId, heading: row.headingTerms, body: row.textTerms })))
        .execute();
    }
  }
  await bumpVersion(db);
}

/** Every passage's terms: what the term statistics are counted from. */
export function allPassageTerms(db: Db) {
  return db.selectFrom('chatbotPassages').select(['headingTerms', 'textTerms', 'termCount']).execute();
}

/** A term of a candidate query: matched exactly, or as the start of a term. */
export interface CandidateTerm {
  term: string;
  prefix: boolean;
}

/**
 * The passages matching any of the terms (letters and digits only, from germanText's tokenizer, so quoting needs
 * no escaping), by id: the same rows on both databases.
 */
export async function candidatePassages(db: Db, terms: readonly CandidateTerm[]): Promise<PassageRow[]> {
  if (terms.length === 0) return [];
  if (isPostgres(db)) {
    const tsquery = terms.map(({ term, prefix }) => `'${term}'${prefix ? ':*' : ''}`).join(' | ');
    const { rows } =
      await sql<PassageRow>`select passage_id as "passageId", kind, ref_id as "refId", audience, label, url,
        law_slug as "lawSlug", paragraph, absatz, published_on as "publishedOn", heading, text,
        heading_terms as "headingTerms", text_terms as "textTerms", term_count as "termCount"
      from chatbot_passages where document @@ to_tsquery('simple', ${tsquery}) order by passage_id`.execute(db);
    return rows;
  }
  const match = terms.map(({ term, prefix }) => `"${term}"${prefix ? '*' : ''}`).join(' OR ');
  const { rows } = await sql<PassageRow>`select p.passage_id as "passageId", p.kind, p.ref_id as "refId", p.audience,
      p.label, p.url, p.law_slug as "lawSlug", p.paragraph, p.absatz, p.published_on as "publishedOn", p.heading,
      p.text, p.heading_terms as "headingTerms", p.text_terms as "textTerms", p.term_count as "termCount"
    from chatbot_passages_fts f join chatbot_passages p on p.passage_id = f.rowid
    where chatbot_passages_fts match ${match} order by p.passage_id`.execute(db);
  return rows;
}

/** The passages of law paragraphs (a whole paragraph, or one Absatz), for citations a found passage makes. */
export function lawPassages(db: Db, refs: ReadonlyArray<{ lawSlug: string; paragraph: string }>) {
  if (refs.length === 0) return Promise.resolve([] as PassageRow[]);
  return db
    .selectFrom('chatbotPassages')
    .selectAll()
    .where('kind', '=', 'law')
    .where((eb) =>
      eb.or(refs.map((ref) => eb.and([eb('lawSlug', '=', ref.lawSlug), eb('paragraph', '=', ref.paragraph)]))),
    )
    .orderBy('passageId')
    .execute();
}

export function findConversation(db: Db, hash: string) {
  return db
    .selectFrom('chatbotConversations')
    .select(['conversationHash', 'variant', 'updatedAt'])
    .where('conversationHash', '=', hash)
    .executeTakeFirst();
}

export async function insertConversation(db: Db, row: { hash: string; variant: string; at: string }): Promise<void> {
  await db
    .insertInto('chatbotConversations')
    .values({ conversationHash: row.hash, variant: row.variant as 'br' | 'sbv', createdAt: row.at, updatedAt: row.at })
    .execute();
}

export async function touchConversation(db: Db, hash: string, at: string): Promise<void> {
  await db.updateTable('chatbotConversations').set({ updatedAt: at }).where('conversationHash', '=', hash).execute();
}

/** The turns of a conversation, oldest first. */
export function conversationTurns(db: Db, hash: string) {
  return db
    .selectFrom('chatbotTurns')
    .select(['turnId', 'question', 'answer', 'terms', 'askedAt'])
    .where('conversationHash', '=', hash)
    .orderBy('turnId')
    .execute();
}

export async function insertTurn(
  db: Db,
  turn: { hash: string; question: string; answer: string; terms: string; at: string },
): Promise<void> {
  await db
    .insertInto('chatbotTurns')
    .values({
      conversationHash: turn.hash,
      question: turn.question,
      answer: turn.answer,
      terms: turn.terms,
      askedAt: turn.at,
    })
    .execute();
}

/** Keeps the newest `keep` turns of a conversation. */
export async function trimTurns(db: Db, hash: string, keep: number): Promise<void> {
  const kept = await db
    .selectFrom('chatbotTurns')
    .select('turnId')
    .where('conversationHash', '=', hash)
    .orderBy('turnId', 'desc')
    .limit(keep)
    .execute();
  const oldest = kept[kept.length - 1];
  if (kept.length < keep || !oldest) return;
  await db
    .deleteFrom('chatbotTurns')
    .where('conversationHash', '=', hash)
    .where('turnId', '<', oldest.turnId)
    .execute();
}

/** Deletes conversations untouched since `before` (with their turns). */
export async function deleteConversationsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('chatbotConversations').where('updatedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
