import { SharedBytes, type Piece } from '../http/pieces';

/**
 * A rendered document with holes where it is personal: the page globals' `user` and the header. The rest (head,
 * main slot, footer, state) is the same for every visitor, so it is rendered once and shared; each visitor's
 * values are put into the holes, never rendered into the shared parts.
 */
export type Hole = 'user' | 'header';

/** Markers the document is rendered with in place of the holes (unlikely text; a second occurrence is refused). */
const MARKERS: Record<Hole, string> = {
  user: 'amb-hole:user:5f0c2a9e',
  header: '<!--amb-hole:header:5f0c2a9e-->',
};

/** The value the document is rendered with for `user` (the globals' JSON then names the marker as a string). */
export const USER_MARKER = MARKERS.user;
export const HEADER_MARKER = MARKERS.header;

export interface DocumentTemplate {
  /**
   * The shared text between the holes, UTF-8 encoded (and deflated) once: a member's document is a copy of these
   * buffers around theirs.
   */
  parts: SharedBytes[];
  holes: Hole[];
}

/**
 * The template of a document rendered with USER_MARKER as the globals' user and HEADER_MARKER as the header; null
 * when a marker is not there exactly once (the page's own text held one: the document is then not shared).
 */
export function templateOf(html: string): DocumentTemplate | null {
  const userMarker = JSON.stringify(MARKERS.user);
  const found: Array<{ hole: Hole; marker: string; at: number }> = [
    { hole: 'user' as const, marker: userMarker, at: html.indexOf(userMarker) },
    { hole: 'header' as const, marker: MARKERS.header, at: html.indexOf(MARKERS.header) },
  ];
  for (const { marker, at } of found) {
    if (at < 0 || html.indexOf(marker, at + marker.length) >= 0) return null;
  }
  found.sort((a, b) => a.at - b.at);
  const parts: SharedBytes[] = [];
  let from = 0;
  for (const { marker, at } of found) {
    parts.push(new SharedBytes(Buffer.from(html.slice(from, at), 'utf8')));
    from = at + marker.length;
  }
  parts.push(new SharedBytes(Buffer.from(html.slice(from), 'utf8')));
  return { parts, holes: found.map((entry) => entry.hole) };
}

/** The document's pieces with `values` in its holes (`user`: the globals' user as JSON, escaped for a script). */
export function fillTemplate(template: DocumentTemplate, values: Record<Hole, readonly Piece[]>): Piece[] {
  const pieces: Piece[] = [template.parts[0]!];
  for (const [index, hole] of template.holes.entries()) pieces.push(...values[hole], template.parts[index + 1]!);
  return pieces;
}
