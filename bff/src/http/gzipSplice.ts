import zlib from 'node:zlib';

/**
 * A gzip body spliced from pieces without compressing it per response: the pieces every response shares are
 * deflated once (each ending byte-aligned with a sync flush, so they can follow one another), the few bytes of a
 * response's own go in as stored blocks, and the CRC-32 of the whole is combined from the pieces' CRCs. The result is
 * one ordinary gzip member (RFC 1951/1952) that every decoder reads; a member's document costs copies, not a
 * compression.
 */
export interface DeflatedPiece {
  /** Raw deflate, no final block, ending on a byte boundary. */
  deflated: Buffer;
  crc: number;
  length: number;
  /** x^(8·length) modulo the CRC polynomial: what combining a CRC with this piece's takes (kept for shared ones). */
  shift?: number;
}

/** A shared piece, deflated once (level 9: it is sent many times). */
export function deflatePiece(raw: Buffer): DeflatedPiece {
  const deflated = zlib.deflateRawSync(raw, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { deflated, crc: zlib.crc32(raw), length: raw.length, shift: xPowerModP(raw.length, 3) };
}

/** A response's own bytes as stored deflate blocks (a block header, LEN, NLEN, the bytes; 65,535 at most each). */
export function storedPiece(raw: Buffer): DeflatedPiece {
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.length; at += 0xffff) {
    const chunk = raw.subarray(at, at + 0xffff);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 and the padding to the byte boundary: one zero byte (the previous piece ended aligned).
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return { deflated: Buffer.concat(blocks), crc: zlib.crc32(raw), length: raw.length };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The gzip member of `pieces` in order. */
export function splicedGzip(pieces: readonly DeflatedPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    if (piece.length > 0) crc = (multiplyModP(piece.shift ?? xPowerModP(piece.length, 3), crc) ^ piece.crc) >>> 0;
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((piece) => piece.deflated), FINAL_BLOCK, trailer]);
}

// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine): multiplication modulo the CRC
// polynomial, with x^(2^n) precomputed, so combining costs some hundred operations, not a pass over the bytes.
const POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n += 1) {
    p = multiplyModP(p, p);
    table.push(p);
  }
  return table;
})();

/** x^(n * 2^k) modulo the polynomial. */
function xPowerModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

/** The CRC-32 of A followed by B from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB === 0) return crcA >>> 0;
  return (multiplyModP(xPowerModP(lengthB, 3), crcA >>> 0) ^ (crcB >>> 0)) >>> 0;
}
