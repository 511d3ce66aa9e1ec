/** Search terms in the syntax of both databases, so SQLite and PostgreSQL match by the same rule. */
import type { FullTextQuery } from '../repositories/search';
import type { SearchTerms } from './germanText';

// Terms hold letters and digits only (germanText's tokenizer), so quoting them needs no escaping.
const fts5Quoted = (term: string): string => `"${term}"`;
const tsQuoted = (term: string): string => `'${term}'`;

export function fullTextQuery(terms: SearchTerms): FullTextQuery {
  const fts5 = terms.stems.map(fts5Quoted);
  const tsquery = terms.stems.map(tsQuoted);
  if (terms.prefix) {
    const { stem, word } = terms.prefix;
    fts5.push(stem === word ? `${fts5Quoted(stem)}*` : `(${fts5Quoted(stem)}* OR ${fts5Quoted(word)}*)`);
    tsquery.push(stem === word ? `${tsQuoted(stem)}:*` : `(${tsQuoted(stem)}:* | ${tsQuoted(word)}:*)`);
  }
  return { fts5: fts5.join(' AND '), tsquery: tsquery.join(' & ') };
}
