/**
 * Editors' text as plain text: whatever markup is pasted or typed goes (tags stripped, the content of script and
 * style dropped) with a maintained sanitiser; entities become characters. Repeated until nothing changes, so an
 * escaped tag ("&lt;script&gt;") cannot come back as markup once decoded.
 */
import sanitizeHtml from 'sanitize-html';

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };
const ROUNDS = 8;
/** sanitize-html decodes every entity while parsing and escapes only these in the text it returns. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

const stripped = (text: string) =>
  sanitizeHtml(text, NO_MARKUP).replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity);

export function plainText(input: string): string {
  let text = input;
  for (let round = 0; round < ROUNDS; round += 1) {
    const next = stripped(text);
    if (next === text) return text;
    text = next;
  }
  // Escapes nested deeper than any real text has: drop what could still read as markup.
  return text.replace(/[<>]/g, '');
}
