/**
 * /manage/legislation (issue 13): a paragraph's history, a save and a restore. Each writes the paragraph's new
 * current state and a version row in one transaction, only from the version the editor saw (else 409): two editors
 * never overwrite each other unseen. Markup in the input is stripped before the limits are checked.
 */
import {
  compareAbsaetze,
  isLawSlug,
  LAW_EDIT_MESSAGES,
  LAW_PARAGRAPH_NUMBER,
  lawEditErrors,
  tidyLawText,
  type LawParagraphHistoryResponse,
  type LawVersionAction,
} from '@amb/shared-contracts';
import type { AuthUser } from '../auth/types';
import { inTransaction } from '../db/startLock';
import { reindexLawParagraph } from '../chatbot/passageIndex';
import type { Db } from '../db/types';
import { httpError, notFound, validationFailed } from '../http/errors';
import {
  findLawParagraphRow,
  findLawParagraphVersionRow,
  insertLawParagraphVersion,
  lawParagraphVersionRows,
  updateLawParagraph,
} from '../repositories/laws';
import { parseAbsaetze } from './laws';
import { plainText } from './plainText';

export interface ParagraphKey {
  law: string;
  number: string;
}

const UNCHANGED = 'Diese Fassung ist unverändert – es gibt nichts zu speichern.';

function checkedKey(key: ParagraphKey) {
  if (!isLawSlug(key.law)) throw notFound(LAW_EDIT_MESSAGES.lawUnknown);
  if (!LAW_PARAGRAPH_NUMBER.test(key.number)) throw notFound(LAW_EDIT_MESSAGES.paragraphUnknown);
  return key;
}

export async function paragraphHistory(db: Db, key: ParagraphKey): Promise<LawParagraphHistoryResponse> {
  const { law, number } = checkedKey(key);
  const current = await findLawParagraphRow(db, law, number);
  if (!current) throw notFound(LAW_EDIT_MESSAGES.paragraphUnknown);
  const versions = await lawParagraphVersionRows(db, law, number);
  return {
    law,
    number,
    title: current.title,
    absaetze: parseAbsaetze(current.absaetze),
    version: current.version,
    versions: versions.map((row) => ({
      version: row.version,
      title: row.title,
      absaetze: parseAbsaetze(row.absaetze),
      savedAt: row.savedAt,
      savedBy: row.savedBy,
      action: row.action,
      restoredFrom: row.restoredFrom,
    })),
  };
}

const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** The edit as it will be stored: plain, tidied text; 400 with a message per field when it breaks the limits. */
function cleanEdit(body: unknown): { title: string; absaetze: string[]; version: number } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (typeof input.title !== 'string') fields.title = LAW_EDIT_MESSAGES.titleRequired;
  if (!Array.isArray(input.absaetze) || !input.absaetze.every((a) => typeof a === 'string'))
    fields.absaetze = LAW_EDIT_MESSAGES.absaetzeRequired;
  if (!isVersion(input.version)) fields.version = LAW_EDIT_MESSAGES.versionInvalid;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const edit = {
    title: tidyLawText(plainText(input.title as string)).replace(/\n+/g, ' '),
    absaetze: (input.absaetze as string[]).map((absatz) => tidyLawText(plainText(absatz))),
    version: input.version as number,
  };
  const errors = lawEditErrors(edit);
  if (errors) throw validationFailed(errors);
  return edit;
}

const editorName = (user: AuthUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

interface NewState {
  title: string;
  absaetze: string[];
  fromVersion: number;
  action: LawVersionAction;
  restoredFrom: number | null;
}

/** Writes the new state and its version row together; 409 when the paragraph moved past `fromVersion`. */
async function writeVersion(db: Db, key: ParagraphKey, state: NewState, user: AuthUser, now: Date) {
  await inTransaction(db, async (trx) => {
    const current = await findLawParagraphRow(trx, key.law, key.number);
    if (!current) throw notFound(LAW_EDIT_MESSAGES.paragraphUnknown);
    if (current.version !== state.fromVersion) throw httpError('LAW_PARAGRAPH_CHANGED', LAW_EDIT_MESSAGES.changed);
    const unchanged =
      current.title === state.title &&
      compareAbsaetze(parseAbsaetze(current.absaetze), state.absaetze).every((a) => a.change === 'unchanged');
    if (unchanged) throw validationFailed({}, UNCHANGED);
    const absaetze = JSON.stringify(state.absaetze);
    const updated = await updateLawParagraph(trx, {
      lawSlug: key.law,
      number: key.number,
      title: state.title,
      absaetze,
      fromVersion: state.fromVersion,
    });
    if (!updated) throw httpError('LAW_PARAGRAPH_CHANGED', LAW_EDIT_MESSAGES.changed);
    await insertLawParagraphVersion(trx, {
      lawSlug: key.law,
      number: key.number,
      version: state.fromVersion + 1,
      title: state.title,
      absaetze,
      savedAt: now.toISOString(),
      savedByUserId: user.userId,
      savedBy: editorName(user),
      action: state.action,
      restoredFrom: state.restoredFrom,
    });
    // The chatbot answers from the new text from now on.
    await reindexLawParagraph(trx, key.law, key.number);
  });
}

export async function saveParagraph(db: Db, key: ParagraphKey, body: unknown, user: AuthUser, now: Date) {
  checkedKey(key);
  const edit = cleanEdit(body);
  await writeVersion(
    db,
    key,
    { title: edit.title, absaetze: edit.absaetze, fromVersion: edit.version, action: 'edit', restoredFrom: null },
    user,
    now,
  );
  return paragraphHistory(db, key);
}

export async function restoreParagraph(db: Db, key: ParagraphKey, body: unknown, user: AuthUser, now: Date) {
  checkedKey(key);
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!isVersion(input.restore) || !isVersion(input.version))
    throw validationFailed({ version: LAW_EDIT_MESSAGES.versionInvalid });
  const old = await findLawParagraphVersionRow(db, key.law, key.number, input.restore);
  if (!old) throw notFound(LAW_EDIT_MESSAGES.restoreUnknown);
  await writeVersion(
    db,
    key,
    {
      title: old.title,
      absaetze: parseAbsaetze(old.absaetze),
      fromVersion: input.version,
      action: 'restore',
      restoredFrom: input.restore,
    },
    user,
    now,
  );
  return paragraphHistory(db, key);
}
