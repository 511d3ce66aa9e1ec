import type { PageGlobals, PageUser } from '@amb/shared-contracts';
import { SharedBytes, type Piece } from '../http/pieces';
import { reportChromeFailures, type ChromeKey } from './fragmentCache';

/** A site's chrome key whose logged-out globals are built only when a header must be rendered. */
export type MemberHeaderKey = Omit<ChromeKey, 'globals'> & { globals: () => PageGlobals };

/**
 * Two first names nobody has, mixed case with a digit: a header that changes a name (upper case, initials,
 * truncation) renders them differently than a plain substitution would, and is then rendered for each member.
 */
const SENTINELS = ['Qxv7Ambkt', 'Wzr3Nbjhp'] as const;

const REACT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text as react-dom writes it into content and attribute values, so a filled header is byte for byte its render. */
export function escapeLikeReact(text: string): string {
  return text.replace(/[&<>"']/g, (char) => REACT_ESCAPES[char] ?? char);
}

interface Entry {
  generationId: number;
  navigationVersion: string;
  /** The header split at the first name, shared bytes; null when it cannot be filled in (rendered per member then). */
  parts: Promise<SharedBytes[] | null>;
}

/**
 * A member's header without a render per request: per site, generation, navigation and whether the member is
 * impersonated, the header is rendered once for a sentinel first name, checked against a second sentinel, and each
 * member's escaped first name is put where the sentinel stood. Nothing of one member is kept for another: the
 * template holds no member's data. A header the check refuses, or a name that cannot stand for itself (empty), is
 * rendered for the member as before.
 */
export class MemberHeaders {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly log: (key: string, message: string) => void) {}

  /** After a generation change nothing of the old one is used again. */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The member's header HTML as pieces: the template's shared bytes around their escaped first name (empty when
   * mf_navigation cannot render it: the browser renders it then).
   */
  async header(key: MemberHeaderKey, user: PageUser): Promise<Piece[]> {
    if (user.firstname.trim() === '') return this.render(key, user);
    const parts = await this.entry(key, user.impersonated).parts;
    if (!parts) return this.render(key, user);
    const name = Buffer.from(escapeLikeReact(user.firstname), 'utf8');
    return parts.flatMap((part, index) => (index === 0 ? [part] : [name, part]));
  }

  private async render(key: MemberHeaderKey, user: PageUser): Promise<Piece[]> {
    const answer = await key.generation.renderChrome({ ...key.globals(), user }, ['header']);
    reportChromeFailures(this.log, key.generation, answer.failures);
    return [Buffer.from(answer.html.header ?? '', 'utf8')];
  }

  private entry(key: MemberHeaderKey, impersonated: boolean): Entry {
    const id = `${key.site}:${impersonated}`;
    const cached = this.entries.get(id);
    if (cached && cached.generationId === key.generation.id && cached.navigationVersion === key.navigationVersion) {
      return cached;
    }
    const entry: Entry = {
      generationId: key.generation.id,
      navigationVersion: key.navigationVersion,
      parts: this.build(key, impersonated).then((parts) => {
        // A render that failed is no answer about the build: the next member tries again.
        if (parts === undefined && this.entries.get(id) === entry) this.entries.delete(id);
        return parts ?? null;
      }),
    };
    this.entries.set(id, entry);
    return entry;
  }

  /** The header split at the sentinel; null when substitution is not the render; undefined when it failed. */
  private async build(key: MemberHeaderKey, impersonated: boolean): Promise<SharedBytes[] | null | undefined> {
    const globals = key.globals();
    const [first, second] = await Promise.all(
      SENTINELS.map((firstname) =>
        key.generation.renderChrome({ ...globals, user: { firstname, impersonated } }, ['header']),
      ),
    );
    const [a, b] = [first?.html.header, second?.html.header];
    if (a === undefined || b === undefined) return undefined;
    const parts = a.split(SENTINELS[0]);
    if (parts.length > 1 && parts.join(SENTINELS[1]) === b) {
      return parts.map((part) => new SharedBytes(Buffer.from(part, 'utf8')));
    }
    const version = key.generation.versions.mf_navigation ?? '–';
    this.log(
      `member-header:${version}`,
      `mf_navigation ${version}: der Kopf eines Mitglieds ist keine Einsetzung des Vornamens; er wird für jedes Mitglied gerendert`,
    );
    return null;
  }
}
