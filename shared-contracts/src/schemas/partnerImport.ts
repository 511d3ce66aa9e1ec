/**
 * A partner's event file (POST /sync/events): the row schema every row of a JSON or CSV file is checked with,
 * and the partner key staff create. German messages per field, as in every form.
 */
import { array, boolean, number, object, string, type InferType } from 'yup';
import { PARTNER_SCOPES, type PartnerScope } from '../responses/requestForms';

export const PARTNER_IMPORT_MESSAGES = {
  externalId: 'Bitte geben Sie eine Partner-ID aus 1 bis 64 Buchstaben, Ziffern, Punkten, Binde- oder Unterstrichen an',
  externalIdTwice: 'Diese Partner-ID steht mehrfach in der Datei',
  themeId: 'Bitte geben Sie die Nummer eines Seminars an',
  themeUnknown: 'Dieses Seminar gibt es nicht',
  startDate: 'Bitte geben Sie das Anfangsdatum als JJJJ-MM-TT an',
  endDate: 'Bitte geben Sie das Enddatum als JJJJ-MM-TT an',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen',
  hotelId: 'Bitte geben Sie die Nummer eines Hotels an oder lassen Sie das Feld für ein Online-Seminar leer',
  hotelUnknown: 'Dieses Hotel gibt es nicht',
  capacity: 'Bitte geben Sie die Zahl der Plätze an (1 bis 500)',
  capacityBelowTaken: 'Die Zahl der Plätze darf nicht unter den schon belegten liegen',
  price: 'Bitte geben Sie den Preis in vollen Euro an (0 bis 20.000)',
  cancelled: 'Bitte geben Sie bei „abgesagt“ ja oder nein an',
  rows: 'Die Datei enthält keine Termine',
  tooManyRows: 'Die Datei darf höchstens 1.000 Termine enthalten',
  mode: 'Bitte geben Sie mode=dry-run (Probelauf) oder mode=apply (übernehmen) an',
  file: 'Die Datei konnte nicht gelesen werden. Bitte senden Sie JSON ({ "events": [...] }) oder CSV mit Kopfzeile.',
  applyInvalid:
    'Die Datei enthält ungültige Zeilen. Es wurde nichts übernommen; bitte korrigieren Sie die markierten Zeilen.',
  conflict: 'Gleichzeitig lief ein anderer Import. Es wurde nichts übernommen; bitte senden Sie die Datei erneut.',
  csvColumns: 'Die CSV-Datei braucht die Spalten externalId, themeId, startDate, endDate, hotelId, capacity, price',
} as const;
const P = PARTNER_IMPORT_MESSAGES;

/** Most rows one import may carry. */
export const PARTNER_IMPORT_MAX_ROWS = 1000;
/** The columns of a CSV import, in the order the export writes them. */
export const PARTNER_IMPORT_COLUMNS = [
  'externalId',
  'themeId',
  'startDate',
  'endDate',
  'hotelId',
  'capacity',
  'price',
  'cancelled',
] as const;

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const realDay = (value: string | undefined): boolean => {
  if (!value || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === value;
};
const day = (text: string) =>
  string()
    .typeError(text)
    .transform((_v: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .required(text)
    .test('day', text, (value) => realDay(value));

const integer = (text: string, min: number, max: number) =>
  number().typeError(text).required(text).integer(text).min(min, text).max(max, text);

export const partnerEventRowSchema = object({
  externalId: string()
    .typeError(P.externalId)
    .transform((_v: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .required(P.externalId)
    .matches(/^[A-Za-z0-9._-]{1,64}$/, P.externalId),
  themeId: integer(P.themeId, 1, 2_147_483_647),
  startDate: day(P.startDate),
  endDate: day(P.endDate).test('order', P.endBeforeStart, function (value) {
    const start = (this.parent as { startDate?: unknown }).startDate;
    return typeof start !== 'string' || !realDay(start) || !value || value >= start;
  }),
  hotelId: number()
    .typeError(P.hotelId)
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .integer(P.hotelId)
    .min(1, P.hotelId)
    .max(2_147_483_647, P.hotelId)
    .optional(),
  capacity: integer(P.capacity, 1, 500),
  price: integer(P.price, 0, 20_000),
  cancelled: boolean()
    .typeError(P.cancelled)
    .transform((value: boolean, original: unknown) => {
      if (original === '' || original === null || original === undefined) return false;
      if (typeof original === 'string') {
        const word = original.trim().toLowerCase();
        if (['ja', 'true', '1'].includes(word)) return true;
        if (['nein', 'false', '0'].includes(word)) return false;
        return original;
      }
      return value;
    })
    .default(false),
});

export type PartnerEventRow = InferType<typeof partnerEventRowSchema>;

export const PARTNER_KEY_MESSAGES = {
  partnerName: 'Bitte geben Sie den Namen des Partners an (2 bis 100 Zeichen)',
  scopes: 'Bitte wählen Sie mindestens eine Berechtigung aus',
  requestsPerMinute: 'Bitte geben Sie ein Limit von 1 bis 600 Anfragen pro Minute an',
  keyUnknown: 'Diesen Schlüssel gibt es nicht',
  missingKey: 'Bitte senden Sie Ihren Partner-Schlüssel im Header Authorization: Bearer …',
  invalidKey: 'Dieser Partner-Schlüssel ist ungültig oder wurde widerrufen',
  scopeMissing: 'Ihr Partner-Schlüssel erlaubt diesen Zugriff nicht',
  objectType: 'Bitte wählen Sie themes, events, locations oder hotels',
  format: 'Bitte wählen Sie das Format json oder csv',
  updatedSince: 'Bitte geben Sie updatedSince als Zeitpunkt nach ISO 8601 an (z. B. 2026-01-31T12:00:00Z)',
  page: 'Bitte geben Sie eine Seite ab 1 an',
  pageSize: 'Bitte geben Sie eine Seitengröße von 1 bis 500 an',
} as const;

/** Staff create a partner key: whose it is, what it may do, how often. */
export const partnerKeySchema = object({
  partnerName: string()
    .typeError(PARTNER_KEY_MESSAGES.partnerName)
    .transform((_v: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .required(PARTNER_KEY_MESSAGES.partnerName)
    .min(2, PARTNER_KEY_MESSAGES.partnerName)
    .max(100, PARTNER_KEY_MESSAGES.partnerName),
  scopes: array(
    string<PartnerScope>()
      .typeError(PARTNER_KEY_MESSAGES.scopes)
      .required(PARTNER_KEY_MESSAGES.scopes)
      .oneOf([...PARTNER_SCOPES], PARTNER_KEY_MESSAGES.scopes),
  )
    .typeError(PARTNER_KEY_MESSAGES.scopes)
    .required(PARTNER_KEY_MESSAGES.scopes)
    .min(1, PARTNER_KEY_MESSAGES.scopes)
    .max(PARTNER_SCOPES.length, PARTNER_KEY_MESSAGES.scopes),
  requestsPerMinute: integer(PARTNER_KEY_MESSAGES.requestsPerMinute, 1, 600),
});

export type PartnerKeyInput = InferType<typeof partnerKeySchema>;

/** The export's objects and formats. */
export const PARTNER_EXPORT_TYPES = ['themes', 'events', 'locations', 'hotels'] as const;
export type PartnerExportType = (typeof PARTNER_EXPORT_TYPES)[number];
export const PARTNER_EXPORT_FORMATS = ['json', 'csv'] as const;
export const PARTNER_EXPORT_PAGE_SIZE = 100;
export const PARTNER_EXPORT_MAX_PAGE_SIZE = 500;

/** The export's query: format, changed since, page. */
export const partnerExportQuerySchema = object({
  format: string()
    .typeError(PARTNER_KEY_MESSAGES.format)
    .oneOf([...PARTNER_EXPORT_FORMATS], PARTNER_KEY_MESSAGES.format)
    .default('json'),
  updatedSince: string()
    .typeError(PARTNER_KEY_MESSAGES.updatedSince)
    .test(
      'iso',
      PARTNER_KEY_MESSAGES.updatedSince,
      (value) =>
        value === undefined ||
        (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
          Number.isFinite(Date.parse(value))),
    )
    .optional(),
  page: integer(PARTNER_KEY_MESSAGES.page, 1, 1_000_000).default(1),
  pageSize: integer(PARTNER_KEY_MESSAGES.pageSize, 1, PARTNER_EXPORT_MAX_PAGE_SIZE).default(PARTNER_EXPORT_PAGE_SIZE),
});

export const partnerImportBodySchema = object({
  events: array().typeError(P.file).required(P.rows).min(1, P.rows).max(PARTNER_IMPORT_MAX_ROWS, P.tooManyRows),
});
