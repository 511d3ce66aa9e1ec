import zlib from 'node:zlib';
import fc from 'fast-check';
import { crc32Combine, deflatePiece, splicedGzip, storedPiece } from '../src/http/gzipSplice';

describe('a gzip body spliced from deflated and stored pieces', () => {
  it('combines CRC-32s as a pass over the whole would', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const [left, right] = [Buffer.from(a), Buffer.from(b)];
        expect(crc32Combine(zlib.crc32(left), zlib.crc32(right), right.length)).toBe(
          zlib.crc32(Buffer.concat([left, right])),
        );
      }),
    );
  });

  it('decodes to the pieces in order, whatever they hold and however they are cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: fc.string({ unit: 'binary', maxLength: 400 }), shared: fc.boolean() }), {
          maxLength: 8,
        }),
        (pieces) => {
          const raw = pieces.map((piece) => Buffer.from(piece.text, 'utf8'));
          const body = splicedGzip(
            pieces.map((piece, index) => (piece.shared ? deflatePiece(raw[index]!) : storedPiece(raw[index]!))),
          );
          // Node's gunzip, and the same stream as a browser reads it: one member, nothing after it.
          expect(zlib.gunzipSync(body).equals(Buffer.concat(raw))).toBe(true);
          expect(body.subarray(-4).readUInt32LE(0)).toBe(Buffer.concat(raw).length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('splits a response piece longer than a stored block can hold', () => {
    const long = Buffer.alloc(150_000, 'ä');
    const html = Buffer.from('<!doctype html><p>'.repeat(500));
    const body = splicedGzip([deflatePiece(html), storedPiece(long), deflatePiece(html)]);
    expect(zlib.gunzipSync(body).equals(Buffer.concat([html, long, html]))).toBe(true);
  });

  it('compresses the shared pieces: a document spliced around a name is about as small as gzip of the whole', () => {
    const page = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `<li><a href="/seminare/t/thema-${i}">Seminar ${i} für Betriebsräte</a></li>`,
      ).join(''),
    );
    const half = page.length / 2;
    const spliced = splicedGzip([
      deflatePiece(page.subarray(0, half)),
      storedPiece(Buffer.from('Hallo, Anna')),
      deflatePiece(page.subarray(half)),
    ]);
    expect(spliced.length).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length * 1.15);
  });
});
