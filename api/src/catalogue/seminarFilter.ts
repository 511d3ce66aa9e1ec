import { SEMINAR_PAGE_SIZE, SEMINAR_PAGE_SIZE_MAX } from '@amb/shared-contracts';
import { number, object, string, type InferType } from 'yup';
import { parseQuery } from '../http/validation';
import { isValidDay } from '../util/calendarDays';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.';
const slug = (label: string) => string().max(100, `${label} ist ungültig.`).matches(SLUG, `${label} ist ungültig.`);
const day = () => string().test('day', DATE_MESSAGE, (value) => value === undefined || isValidDay(value));
const integer = (message: string, min: number, max: number) =>
  number().typeError(message).integer(message).min(min, message).max(max, message);

export const seminarFilterSchema = object({
  rubric: slug('Die Rubrik'),
  tag: slug('Das Schlagwort'),
  city: slug('Der Ort'),
  from: day(),
  to: day().test('order', 'Das Enddatum darf nicht vor dem Startdatum liegen.', function (value) {
    const { from } = this.parent as { from?: string };
    return !value || !from || !isValidDay(from) || from <= value;
  }),
  format: string().oneOf(['online', 'presence'], 'Das Format muss „online“ oder „presence“ sein.'),
  q: string()
    .max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
    .matches(/^[^\u0000-\u001f\u007f]*$/, 'Der Suchbegriff enthält ungültige Zeichen.'),
  page: integer('Die Seite muss eine ganze Zahl ab 1 sein.', 1, 1_000_000).default(1),
  pageSize: integer(
    `Die Seitengröße muss eine ganze Zahl zwischen 1 und ${SEMINAR_PAGE_SIZE_MAX} sein.`,
    1,
    SEMINAR_PAGE_SIZE_MAX,
  ).default(SEMINAR_PAGE_SIZE),
});

export type SeminarFilter = InferType<typeof seminarFilterSchema>;

/** Validates the query string of /api/get-seminars; empty values count as absent, repeated ones are refused. */
export const parseSeminarFilter = (query: Record<string, unknown>): SeminarFilter =>
  parseQuery(seminarFilterSchema, query);
