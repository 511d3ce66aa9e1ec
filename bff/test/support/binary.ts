import type request from 'supertest';

/** supertest keeps a PDF (or other binary) answer as bytes: `.buffer(true).parse(binary)`. */
export const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
