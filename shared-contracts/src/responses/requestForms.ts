/** Answers of the request forms, the staff's list of requests, the promotional-material shop and the partner keys. */
import type { FormRequestKind, FormRequestStatus, PromoCategory } from '../requestForms';

/** POST of every request form (201): the stored request's id and the sentence the page confirms with. */
export interface FormRequestResponse {
  requestId: number;
  message: string;
}

/** One field of a request as the staff reads it. */
export interface FormRequestField {
  label: string;
  value: string;
}

/** One request of GET /api/admin/requests. */
export interface AdminFormRequest {
  requestId: number;
  kind: FormRequestKind;
  status: FormRequestStatus;
  /** Sender's name and e-mail (the list's columns). */
  name: string;
  email: string;
  createdAt: string;
  /** When the status last changed, and by whom (null while new). */
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  fields: FormRequestField[];
}

/** GET /api/admin/requests?kind=&status=&page=: newest first, FORM_REQUESTS_PAGE_SIZE a page. */
export interface AdminFormRequestsResponse {
  requests: AdminFormRequest[];
  total: number;
  page: number;
  pageSize: number;
  /** How many requests of each status there are under the kind filter (the filter's counts). */
  counts: Record<FormRequestStatus, number>;
}

/** One article of the promotional-material shop (GET /api/werbemittel-artikel). */
export interface PromoArticle {
  articleId: number;
  slug: string;
  name: string;
  category: PromoCategory;
  description: string;
  /** e.g. "DIN A4, 4 Seiten" or "85 × 200 cm". */
  format: string;
  /** Most pieces of it in one order. */
  maxPerOrder: number;
  /** An image of the article (an SVG data URI) and its text alternative. */
  image: string;
  imageAlt: string;
}

export type PromoArticlesResponse = PromoArticle[];

/** One promotional order of the member (GET /api-meinamb/werbemittel-bestellungen), newest first. */
export interface PromoOrder {
  requestId: number;
  createdAt: string;
  status: FormRequestStatus;
  items: { articleId: number; name: string; quantity: number }[];
  deliveryAddress: string[];
}

export type PromoOrdersResponse = PromoOrder[];

/** What a partner key may do. */
export const PARTNER_SCOPES = [
  'export:themes',
  'export:events',
  'export:locations',
  'export:hotels',
  'import:events',
] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];
export const PARTNER_SCOPE_LABELS: Record<PartnerScope, string> = {
  'export:themes': 'Export Seminare',
  'export:events': 'Export Termine',
  'export:locations': 'Export Standorte',
  'export:hotels': 'Export Hotels',
  'import:events': 'Import Termine',
};

/** One partner key as staff see it: never the key itself, only its first characters. */
export interface PartnerKeySummary {
  keyId: number;
  partnerName: string;
  prefix: string;
  scopes: PartnerScope[];
  requestsPerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export type PartnerKeysResponse = PartnerKeySummary[];

/** POST /api/admin/partner-keys (201): the new key, shown this once. */
export interface PartnerKeyCreatedResponse {
  key: PartnerKeySummary;
  secret: string;
}

/** GET /obj-export/{objectType} as JSON: one page of the objects changed since `updatedSince`. */
export interface PartnerExportResponse<T = Record<string, unknown>> {
  objectType: string;
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** The next page's address, or null on the last page. */
  next: string | null;
}

/** What the import of one row would do or did. */
export type PartnerImportAction = 'create' | 'update' | 'unchanged' | 'invalid';

export interface PartnerImportRow {
  /** 1-based row of the file (without the CSV header). */
  row: number;
  externalId: string;
  action: PartnerImportAction;
  eventId: number | null;
  /** The fields that change (update) with old and new value. */
  changes: { field: string; from: string | number | null; to: string | number | null }[];
  /** German messages per field (invalid rows). */
  errors: Record<string, string>;
}

/** POST /sync/events?mode=dry-run|apply. */
export interface PartnerImportResponse {
  mode: 'dry-run' | 'apply';
  /** An apply happened only when every row was valid; a dry run never writes. */
  applied: boolean;
  summary: Record<PartnerImportAction, number>;
  rows: PartnerImportRow[];
}
