import { codedTag, compressForResponse, type Representation } from './compressedBody';
import type { ContentCoding } from './encodings';
import { deflatePiece, splicedGzip, storedPiece, type DeflatedPiece } from './gzipSplice';

/** Bytes many responses share (a document's template, a header's): deflated once, on first use, and kept. */
export class SharedBytes {
  private deflatedPiece: DeflatedPiece | null = null;

  constructor(readonly raw: Buffer) {}

  get deflated(): DeflatedPiece {
    this.deflatedPiece ??= deflatePiece(this.raw);
    return this.deflatedPiece;
  }
}

/** A body in order: shared bytes and a response's own (a Buffer). */
export type Piece = SharedBytes | Buffer;

const rawOf = (piece: Piece) => (piece instanceof SharedBytes ? piece.raw : piece);

export function identityOf(pieces: readonly Piece[]): Buffer {
  return Buffer.concat(pieces.map(rawOf));
}

/** The pieces as one gzip member: the shared ones' deflate as kept, the response's own as stored blocks. */
export function gzipOf(pieces: readonly Piece[]): Buffer {
  return splicedGzip(pieces.map((piece) => (piece instanceof SharedBytes ? piece.deflated : storedPiece(piece))));
}

/**
 * A response's own body (a member's document): gzip spliced from the shared pieces when the client takes gzip (no
 * compression per response, and the same bytes for the same pieces: a strong tag); else compressed for it alone.
 */
export function personalRepresentation(
  pieces: readonly Piece[],
  accepted: readonly ContentCoding[],
  etag: string,
): Representation {
  if (accepted.includes('gzip')) return { coding: 'gzip', body: gzipOf(pieces), etag: codedTag(etag, 'gzip', false) };
  return compressForResponse(identityOf(pieces), accepted, etag);
}
