/** The staff's view of the requests: pages newest first, the counts per status, a status change, the CSV. */
import {
  FORM_REQUEST_FIELDS,
  FORM_REQUEST_STATUSES,
  FORM_REQUEST_STATUS_LABELS,
  FORM_REQUESTS,
  FORM_REQUESTS_PAGE_SIZE,
  formatDate,
  formatTime,
  type AdminFormRequest,
  type AdminFormRequestsResponse,
  type FormRequestKind,
  type FormRequestStatus,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { writeAudit } from '../repositories/auditLog';
import {
  countFormRequestsByStatus,
  findFormRequests,
  updateFormRequestStatus,
  type FormRequestFilter,
  type FormRequestRow,
} from '../repositories/formRequests';
import { toCsv } from '../util/csv';
import { parseRequestData, requestColumns, requestFields } from './requestFields';

/** The most rows one CSV export carries (a year of requests of a busy form). */
export const CSV_EXPORT_MAX_ROWS = 10_000;

function toAdminRequest(row: FormRequestRow): AdminFormRequest {
  const kind = row.kind as FormRequestKind;
  const changer = row.changerFirstname ? `${row.changerFirstname} ${row.changerLastname ?? ''}`.trim() : null;
  return {
    requestId: row.requestId,
    kind,
    status: row.status as FormRequestStatus,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    statusChangedBy: changer,
    fields: requestFields(kind, parseRequestData(row.data)),
  };
}

export async function listRequests(
  db: Db,
  filter: FormRequestFilter,
  page: number,
): Promise<AdminFormRequestsResponse> {
  const [rows, counted] = await Promise.all([
    findFormRequests(db, filter, { limit: FORM_REQUESTS_PAGE_SIZE, offset: (page - 1) * FORM_REQUESTS_PAGE_SIZE }),
    countFormRequestsByStatus(db, filter.kind),
  ]);
  const counts = Object.fromEntries(FORM_REQUEST_STATUSES.map((s) => [s, 0])) as Record<FormRequestStatus, number>;
  for (const row of counted) counts[row.status as FormRequestStatus] = Number(row.count);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { requests: rows.map(toAdminRequest), total, page, pageSize: FORM_REQUESTS_PAGE_SIZE, counts };
}

export async function changeRequestStatus(
  db: Db,
  requestId: number,
  status: FormRequestStatus,
  actorUserId: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await updateFormRequestStatus(trx, requestId, {
      status,
      changedBy: actorUserId,
      changedAt: now.toISOString(),
    });
    if (!changed) throw notFound('Diese Anfrage gibt es nicht.');
    await writeAudit(
      trx,
      {
        actorUserId,
        action: 'formRequest.status',
        targetUserId: null,
        details: { requestId, kind: changed.kind, from: changed.previous, to: status },
      },
      now,
    );
  });
}

const when = (iso: string): string => `${formatDate(iso)} ${formatTime(iso)}`;

/**
 * The CSV of the filtered requests, newest first: one kind gets a column per field; all kinds together get
 * the fields as "Feld: Wert" lines in one column.
 */
export async function requestsCsv(db: Db, filter: FormRequestFilter): Promise<string> {
  const rows = await findFormRequests(db, filter, { limit: CSV_EXPORT_MAX_ROWS, offset: 0 });
  const base = ['Nr.', 'Art', 'Status', 'Eingegangen', 'Name', 'E-Mail-Adresse'];
  const { kind } = filter;
  const header = kind ? [...base, ...FORM_REQUEST_FIELDS[kind].map(([, label]) => label)] : [...base, 'Angaben'];
  const records = rows.map((row) => {
    const rowKind = row.kind as FormRequestKind;
    const data = parseRequestData(row.data);
    const leading = [
      row.requestId,
      FORM_REQUESTS[rowKind].label,
      FORM_REQUEST_STATUS_LABELS[row.status as FormRequestStatus],
      when(row.createdAt),
      row.name,
      row.email,
    ];
    if (kind) return [...leading, ...requestColumns(kind, data)];
    return [
      ...leading,
      requestFields(rowKind, data)
        .map((f) => `${f.label}: ${f.value}`)
        .join('\n'),
    ];
  });
  return toCsv(header, records, { delimiter: ';', bom: true, booleans: 'german' });
}
