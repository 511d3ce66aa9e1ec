/**
 * A partner's import of events: every row of its file is checked (the shared row schema, then against the
 * catalogue), compared with the event the partner's id already stands for, and reported as create, update,
 * unchanged or invalid. A dry run only reports. An apply writes all rows in one transaction, or none of them
 * when one is invalid, and leaves an audit entry.
 */
import {
  PARTNER_IMPORT_COLUMNS,
  PARTNER_IMPORT_MAX_ROWS,
  PARTNER_IMPORT_MESSAGES as P,
  partnerEventRowSchema,
  validateForm,
  type PartnerImportAction,
  type PartnerImportResponse,
  type PartnerImportRow,
} from '@amb/shared-contracts';
import { parse } from 'csv-parse/sync';
import { reindexEvents } from '../catalogue/searchIndex';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { httpError, validationFailed } from '../http/errors';
import { writeAudit } from '../repositories/auditLog';
import {
  existingIds,
  findEventsById,
  findPartnerRefs,
  findThemeTitles,
  insertImportedEvent,
  markCatalogueChanged,
  maxEventId,
  updateImportedEvent,
  type ImportedEventValues,
} from '../repositories/partners';
import type { PartnerIdentity } from './partnerKeys';

export type ImportMode = 'dry-run' | 'apply';

/** The rows of a partner file: a JSON body `{ events: [...] }` or CSV text with a header line. */
export function rowsOfFile(body: unknown): unknown[] {
  if (typeof body === 'string') {
    let records: Record<string, string>[];
    try {
      records = parse<Record<string, string>>(body, {
        columns: (header: string[]) => header.map((name) => name.trim()),
        bom: true,
        delimiter: [',', ';'],
        skip_empty_lines: true,
        trim: true,
        max_record_size: 10_000,
        to: PARTNER_IMPORT_MAX_ROWS + 1,
      });
    } catch {
      throw validationFailed({ file: P.file });
    }
    const required = PARTNER_IMPORT_COLUMNS.filter((column) => column !== 'cancelled');
    if (records.length > 0 && required.some((column) => !(column in records[0]!))) {
      throw validationFailed({ file: P.csvColumns });
    }
    return checkedCount(records);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed({ file: P.file });
  const events = (body as { events?: unknown }).events;
  if (!Array.isArray(events)) throw validationFailed({ file: P.file });
  return checkedCount(events);
}

function checkedCount(rows: unknown[]): unknown[] {
  if (rows.length === 0) throw validationFailed({ file: P.rows });
  if (rows.length > PARTNER_IMPORT_MAX_ROWS) throw validationFailed({ file: P.tooManyRows });
  return rows;
}

interface PlannedRow {
  report: PartnerImportRow;
  values: ImportedEventValues | null;
}

const COMPARED = ['themeId', 'startDate', 'endDate', 'hotelId', 'capacity', 'price', 'cancelled'] as const;

async function plan(trx: Db, partner: PartnerIdentity, rows: unknown[], now: Date): Promise<PlannedRow[]> {
  const checked = rows.map((raw, index) => {
    const result = validateForm(partnerEventRowSchema, raw);
    const externalId =
      typeof raw === 'object' && raw !== null && typeof (raw as { externalId?: unknown }).externalId === 'string'
        ? (raw as { externalId: string }).externalId.trim().slice(0, 64)
        : '';
    return { row: index + 1, externalId, result };
  });
  const valid = checked.flatMap((c) => (c.result.ok ? [c.result.value] : []));
  const seen = new Map<string, number>();
  for (const row of valid) seen.set(row.externalId, (seen.get(row.externalId) ?? 0) + 1);

  const [themes, hotels, refs, titles] = await Promise.all([
    existingIds(trx, 'themes', [...new Set(valid.map((r) => r.themeId))]),
    existingIds(trx, 'hotels', [...new Set(valid.flatMap((r) => (r.hotelId ? [r.hotelId] : [])))]),
    findPartnerRefs(trx, [...seen.keys()]),
    findThemeTitles(trx, [...new Set(valid.map((r) => r.themeId))]),
  ]);
  const ownRefs = new Map(
    refs.filter((r) => r.partnerName === partner.partnerName).map((r) => [r.externalId, r.eventId]),
  );
  const events = new Map((await findEventsById(trx, [...ownRefs.values()])).map((e) => [e.eventId, e]));
  const titleOf = new Map(titles.map((t) => [t.themeId, t.title]));

  return checked.map(({ row, externalId, result }): PlannedRow => {
    const invalid = (errors: Record<string, string>): PlannedRow => ({
      report: { row, externalId, action: 'invalid', eventId: ownRefs.get(externalId) ?? null, changes: [], errors },
      values: null,
    });
    if (!result.ok) return invalid(result.fields);
    const input = result.value;
    const errors: Record<string, string> = {};
    if ((seen.get(input.externalId) ?? 0) > 1) errors.externalId = P.externalIdTwice;
    if (!themes.has(input.themeId)) errors.themeId = P.themeUnknown;
    if (input.hotelId !== undefined && !hotels.has(input.hotelId)) errors.hotelId = P.hotelUnknown;
    const eventId = ownRefs.get(input.externalId) ?? null;
    const existing = eventId === null ? undefined : events.get(eventId);
    if (existing && input.capacity < existing.seatsTaken) errors.capacity = P.capacityBelowTaken;
    if (Object.keys(errors).length > 0) return invalid(errors);

    const values: ImportedEventValues = {
      themeId: input.themeId,
      title: titleOf.get(input.themeId) ?? '',
      startDate: input.startDate,
      endDate: input.endDate,
      hotelId: input.hotelId ?? null,
      capacity: input.capacity,
      price: input.price,
      cancelledAt: input.cancelled ? (existing?.cancelledAt ?? now.toISOString()) : null,
    };
    if (!existing) {
      return { report: { row, externalId, action: 'create', eventId: null, changes: [], errors: {} }, values };
    }
    const before = { ...existing, cancelled: existing.cancelledAt !== null ? 1 : 0 };
    const after = { ...values, cancelled: input.cancelled ? 1 : 0 };
    const changes = COMPARED.filter((field) => before[field] !== after[field]).map((field) => ({
      field,
      from: before[field],
      to: after[field],
    }));
    const action: PartnerImportAction = changes.length > 0 ? 'update' : 'unchanged';
    return { report: { row, externalId, action, eventId, changes, errors: {} }, values };
  });
}

function summaryOf(rows: PartnerImportRow[]): Record<PartnerImportAction, number> {
  const summary: Record<PartnerImportAction, number> = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) summary[row.action] += 1;
  return summary;
}

/** The whole import: the report (a dry run, or an apply refused for invalid rows) or the applied report. */
export async function importEvents(
  db: Db,
  partner: PartnerIdentity,
  rows: unknown[],
  mode: ImportMode,
  now: Date,
): Promise<PartnerImportResponse> {
  try {
    return await db.transaction().execute(async (trx) => {
      const planned = await plan(trx, partner, rows, now);
      const reports = planned.map((p) => p.report);
      const summary = summaryOf(reports);
      if (mode === 'dry-run' || summary.invalid > 0) return { mode, applied: false, summary, rows: reports };

      let nextId = (await maxEventId(trx)) + 1;
      const touched: number[] = [];
      for (const { report, values } of planned) {
        if (!values || report.action === 'unchanged') continue;
        if (report.action === 'create') {
          report.eventId = nextId++;
          await insertImportedEvent(trx, report.eventId, values, {
            partnerName: partner.partnerName,
            externalId: report.externalId,
          });
        } else {
          await updateImportedEvent(trx, report.eventId!, values);
        }
        touched.push(report.eventId!);
      }
      await markCatalogueChanged(trx, 'event', touched, now.toISOString());
      await reindexEvents(trx, touched);
      await writeAudit(
        trx,
        {
          actorUserId: null,
          action: 'partner.import',
          targetUserId: null,
          details: { keyId: partner.keyId, partnerName: partner.partnerName, summary, eventIds: touched },
        },
        now,
      );
      return { mode, applied: true, summary, rows: reports };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError('IMPORT_CONFLICT', P.conflict);
    throw error;
  }
}
