import type { PageGlobals, PageUser } from '@amb/shared-contracts';
import { SharedBytes, type Piece } from '../http/pieces';
import { reportChromeFailures, type ChromeKey } from './fragmentCache';

/** A site's chrome key whose logged-out globals are built only when a header must be rendered. */
export type MemberHeaderKey = Omit<ChromeKey, 'globals'> & { globals: () => PageGlobals };

/**
 * What a member's header is rendered from besides the site: the first name and the cart count, each in two
 * sentinel values nobody has. A first name of mixed case with a digit: a header that changes a name (upper case,
 * initials, truncation) renders the two differently than a plain substitution would, and is then rendered for each
 * member. Counts long enough to be found nowhere else in a header; 0 and 1 are shapes of their own (no badge, the
 * singular), so the count hole only stands for 2 and more.
 */
const SENTINELS = [
  { firstname: 'Qxv7Ambkt', count: 918_273_645 },
  { firstname: 'Wzr3Nbjhp', count: 546_372_819 },
] as const;

type Hole = 'firstname' | 'count';

/** Which template a member's header comes from: impersonated or not, and how the cart count shows. */
function shapeOf(user: PageUser): { impersonated: boolean; count: 'unknown' | 0 | 1 | 'many' } {
  const { cartCount } = user;
  const count = cartCount === undefined ? 'unknown' : cartCount === 0 || cartCount === 1 ? cartCount : 'many';
  return { impersonated: user.impersonated, count };
}

function sentinelUser(index: 0 | 1, shape: ReturnType<typeof shapeOf>): PageUser {
  const { firstname, count } = SENTINELS[index];
  const user: PageUser = { firstname, impersonated: shape.impersonated };
  if (shape.count !== 'unknown') user.cartCount = shape.count === 'many' ? count : shape.count;
  return user;
}

const REACT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text as react-dom writes it into content and attribute values, so a filled header is byte for byte its render. */
export function escapeLikeReact(text: string): string {
  return text.replace(/[&<>"']/g, (char) => REACT_ESCAPES[char] ?? char);
}

interface Template {
  /** The shared text between the holes: one more than `holes`. */
  parts: SharedBytes[];
  holes: Hole[];
}

/** `html` cut at each occurrence of the tokens, with the token each cut stood for. */
function cut(html: string, tokens: Record<Hole, string | null>): { parts: string[]; holes: Hole[] } {
  const parts: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (;;) {
    const next = (Object.entries(tokens) as Array<[Hole, string | null]>)
      .filter((entry): entry is [Hole, string] => entry[1] !== null)
      .map(([hole, token]) => ({ hole, token, at: html.indexOf(token, from) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    parts.push(html.slice(from, next.at));
    holes.push(next.hole);
    from = next.at + next.token.length;
  }
  parts.push(html.slice(from));
  return { parts, holes };
}

interface Entry {
  generationId: number;
  navigationVersion: string;
  /** Null when the header cannot be filled in (it is rendered for each member then). */
  template: Promise<Template | null>;
}

/**
 * A member's header without a render per request: per site, generation, navigation and shape (impersonated, how
 * the cart count shows), the header is rendered once for sentinel values, checked against a second set, and each
 * member's escaped first name and count are put where the sentinels stood. The template holds no member's data, so
 * nothing of one member can reach another. A header the check refuses, or a first name that cannot stand for itself
 * (empty), is rendered for the member.
 */
export class MemberHeaders {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly log: (key: string, message: string) => void) {}

  /** After a generation change nothing of the old one is used again. */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The member's header HTML as pieces: the template's shared bytes around their own values (empty when
   * mf_navigation cannot render it: the browser renders it then).
   */
  async header(key: MemberHeaderKey, user: PageUser): Promise<Piece[]> {
    if (user.firstname.trim() === '') return this.render(key, user);
    const template = await this.entry(key, shapeOf(user)).template;
    if (!template) return this.render(key, user);
    const values: Record<Hole, Buffer> = {
      firstname: Buffer.from(escapeLikeReact(user.firstname), 'utf8'),
      count: Buffer.from(String(user.cartCount ?? 0)),
    };
    const pieces: Piece[] = [template.parts[0]!];
    for (const [index, hole] of template.holes.entries()) pieces.push(values[hole], template.parts[index + 1]!);
    return pieces;
  }

  private async render(key: MemberHeaderKey, user: PageUser): Promise<Piece[]> {
    const answer = await key.generation.renderChrome({ ...key.globals(), user }, ['header']);
    reportChromeFailures(this.log, key.generation, answer.failures);
    return [Buffer.from(answer.html.header ?? '', 'utf8')];
  }

  private entry(key: MemberHeaderKey, shape: ReturnType<typeof shapeOf>): Entry {
    const id = `${key.site}:${shape.impersonated}:${shape.count}`;
    const cached = this.entries.get(id);
    if (cached && cached.generationId === key.generation.id && cached.navigationVersion === key.navigationVersion) {
      return cached;
    }
    const entry: Entry = {
      generationId: key.generation.id,
      navigationVersion: key.navigationVersion,
      template: this.build(key, shape).then((template) => {
        // A render that failed is no answer about the build: the next member tries again.
        if (template === undefined && this.entries.get(id) === entry) this.entries.delete(id);
        return template ?? null;
      }),
    };
    this.entries.set(id, entry);
    return entry;
  }

  /** The header cut at the sentinels; null when substitution is not the render; undefined when it failed. */
  private async build(key: MemberHeaderKey, shape: ReturnType<typeof shapeOf>): Promise<Template | null | undefined> {
    const globals = key.globals();
    const users = [sentinelUser(0, shape), sentinelUser(1, shape)] as const;
    const [first, second] = await Promise.all(
      users.map((user) => key.generation.renderChrome({ ...globals, user }, ['header'])),
    );
    const [a, b] = [first?.html.header, second?.html.header];
    if (a === undefined || b === undefined) return undefined;
    const counted = shape.count === 'many';
    const { parts, holes } = cut(a, {
      firstname: SENTINELS[0].firstname,
      count: counted ? String(SENTINELS[0].count) : null,
    });
    const other = { firstname: SENTINELS[1].firstname, count: String(SENTINELS[1].count) };
    const filled = parts.map((part, index) => (index === 0 ? part : `${other[holes[index - 1]!]}${part}`)).join('');
    if (holes.includes('firstname') && (!counted || holes.includes('count')) && filled === b) {
      return { parts: parts.map((part) => new SharedBytes(Buffer.from(part, 'utf8'))), holes };
    }
    const version = key.generation.versions.mf_navigation ?? '–';
    this.log(
      `member-header:${version}:${shape.count}`,
      `mf_navigation ${version}: der Kopf eines Mitglieds ist keine Einsetzung von Vorname und Warenkorbzahl; er wird für jedes Mitglied gerendert`,
    );
    return null;
  }
}
