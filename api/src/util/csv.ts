/**
 * CSV for spreadsheets and partners (csv-stringify): RFC 4180 quoting, and every cell a spreadsheet would read
 * as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe, so an opened export
 * never runs what a sender typed (CSV injection).
 */
import { stringify } from 'csv-stringify/sync';

export interface CsvOptions {
  /** ';' for the staff's German spreadsheets, ',' for partners. */
  delimiter: ';' | ',';
  /** A UTF-8 byte-order mark first, so Excel reads the umlauts right. */
  bom: boolean;
  /** How true and false are written: 'ja'/'nein' for people, 'true'/'false' for programs. */
  booleans: 'german' | 'json';
}

export type CsvCell = string | number | boolean | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], options: CsvOptions): string {
  return stringify([header, ...rows] as CsvCell[][], {
    delimiter: options.delimiter,
    bom: options.bom,
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: /[\s"]/,
    cast: {
      boolean: (value) => (options.booleans === 'german' ? (value ? 'ja' : 'nein') : String(value)),
    },
  });
}
