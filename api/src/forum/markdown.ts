/**
 * Forum posts in a small Markdown subset: paragraphs and line breaks, **bold**, *italic*, lists, > quotes,
 * `code` and links (written or bare addresses). markdown-it parses with raw HTML off, then sanitize-html keeps
 * only the tags and link schemes of that subset, so nothing a member types can become markup of its own.
 * Rendered on every read: a tightened rule applies to old posts too.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { plainText } from '../content/plainText';

const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, typographer: false }).enable([
  'newline',
  'emphasis',
  'list',
  'blockquote',
  'link',
  'linkify',
  'backticks',
  'escape',
]);

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'code'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // Members' links are theirs, not ours: no ranking passed on, no access to this window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener noreferrer' }),
  },
};

/** The HTML readers see of a post's Markdown source. */
export function forumHtml(source: string): string {
  return sanitizeHtml(markdown.render(source), ALLOWED).trim();
}

/** What a post says as plain text (Markdown marks and quotes gone), shortened to about `max` characters. */
export function forumExcerpt(source: string, max = 200): string {
  const withoutQuotes = source
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n');
  const text = plainText(markdown.render(withoutQuotes)).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max / 2 ? space : max)} …`;
}

/**
 * A member's text as it is stored: any markup stripped (the source never holds HTML), line ends unified,
 * trailing spaces of lines and more than one empty line in a row removed.
 */
export function storedForumText(input: string): string {
  return plainText(input.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
