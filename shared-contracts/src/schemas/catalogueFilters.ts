/**
 * Query schemas of the catalogue calls (seminar list, search): the page keeps its filters in the URL with
 * them, the api re-checks every value with the same schema (German messages).
 */
import { boolean, number, object, string, type InferType } from 'yup';
import { SEMINAR_PAGE_SIZE, SEMINAR_PAGE_SIZE_MAX } from '../constants';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** A real calendar day written YYYY-MM-DD. */
export function isValidDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const SEMINAR_SORTS = ['date', 'title', 'price'] as const;
export type SeminarSort = (typeof SEMINAR_SORTS)[number];
export const SEMINAR_FORMATS = ['online', 'presence'] as const;
export const SEARCH_KINDS = ['theme', 'event', 'location', 'hotel'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** Longest free text the catalogue searches for. */
export const SEARCH_TEXT_MAX = 200;
/** Highest price a filter may name (EUR). */
export const PRICE_FILTER_MAX = 100_000;

export const CATALOGUE_FILTER_MESSAGES = {
  date: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.',
  dateOrder: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  month: 'Bitte geben Sie einen gültigen Monat im Format JJJJ-MM an.',
  format: 'Das Format muss „online“ oder „presence“ sein.',
  oneDay: 'Der Filter „eintägig“ muss „true“ oder „false“ sein.',
  price: `Der Preis muss eine ganze Zahl zwischen 0 und ${PRICE_FILTER_MAX} sein.`,
  priceOrder: 'Der Höchstpreis darf nicht unter dem Mindestpreis liegen.',
  sort: 'Sortiert werden kann nach „date“, „title“ oder „price“.',
  qTooLong: `Der Suchbegriff darf höchstens ${SEARCH_TEXT_MAX} Zeichen lang sein.`,
  qInvalid: 'Der Suchbegriff enthält ungültige Zeichen.',
  qRequired: 'Bitte geben Sie einen Suchbegriff ein.',
  kind: 'Die Art muss „theme“, „event“, „location“ oder „hotel“ sein.',
  page: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  pageSize: `Die Seitengröße muss eine ganze Zahl zwischen 1 und ${SEMINAR_PAGE_SIZE_MAX} sein.`,
} as const;

const M = CATALOGUE_FILTER_MESSAGES;
const slug = (label: string) => string().max(100, `${label} ist ungültig.`).matches(SLUG, `${label} ist ungültig.`);
const day = () => string().test('day', M.date, (value) => value === undefined || isValidDay(value));
const integer = (message: string, min: number, max: number) =>
  number().typeError(message).integer(message).min(min, message).max(max, message);
const searchText = () => string().max(SEARCH_TEXT_MAX, M.qTooLong).matches(NO_CONTROL, M.qInvalid);
const month = () => string().matches(ISO_MONTH, M.month);
const paging = {
  page: integer(M.page, 1, 1_000_000).default(1),
  pageSize: integer(M.pageSize, 1, SEMINAR_PAGE_SIZE_MAX).default(SEMINAR_PAGE_SIZE),
};

/** GET /api/get-seminars: every filter of the seminar list, its sort and page. */
export const seminarFilterSchema = object({
  rubric: slug('Die Rubrik'),
  tag: slug('Das Schlagwort'),
  city: slug('Der Ort'),
  from: day(),
  to: day().test('order', M.dateOrder, function (value) {
    const { from } = this.parent as { from?: string };
    return !value || !from || !isValidDay(from) || from <= value;
  }),
  month: month(),
  format: string().oneOf([...SEMINAR_FORMATS], M.format),
  oneDay: boolean().typeError(M.oneDay).strict(false),
  priceMin: integer(M.price, 0, PRICE_FILTER_MAX),
  priceMax: integer(M.price, 0, PRICE_FILTER_MAX).test('order', M.priceOrder, function (value) {
    const { priceMin } = this.parent as { priceMin?: number };
    return value === undefined || priceMin === undefined || Number.isNaN(priceMin) || priceMin <= value;
  }),
  q: searchText(),
  sort: string()
    .oneOf([...SEMINAR_SORTS], M.sort)
    .default('date'),
  ...paging,
});
export type SeminarFilter = InferType<typeof seminarFilterSchema>;

/** GET /api/search: the text (required), optionally narrowed to one kind, a rubric and a month. */
export const searchQuerySchema = object({
  q: searchText().required(M.qRequired),
  kind: string().oneOf([...SEARCH_KINDS], M.kind),
  rubric: slug('Die Rubrik'),
  month: month(),
  ...paging,
});
export type SearchQuery = InferType<typeof searchQuerySchema>;

/** GET /api/search/content: the text (required) and the page. */
export const contentSearchQuerySchema = object({ q: searchText().required(M.qRequired), ...paging });
export type ContentSearchQuery = InferType<typeof contentSearchQuerySchema>;
