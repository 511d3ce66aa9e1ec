import http from 'node:http';
import zlib from 'node:zlib';
import type { Express } from 'express';
import { closeServer, listenOnLoopback } from './testSystem';
import { HOSTS } from './testApp';

/** An answer as it travels: status, headers and the body's bytes undecoded. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The body decoded by its Content-Encoding, as a browser decodes it. */
export function decoded(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  const body =
    coding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : coding === 'zstd'
        ? zlib.zstdDecompressSync(answer.body)
        : coding === 'gzip'
          ? zlib.gunzipSync(answer.body)
          : answer.body;
  return body.toString('utf8');
}

/**
 * The app on a loopback port, asked with node:http: supertest decodes gzip and br itself and knows no zstd, and the
 * tests here are about the bytes on the wire.
 */
export async function onPort(app: Express) {
  const server = http.createServer(app);
  const port = await listenOnLoopback(server);
  const agent = new http.Agent({ keepAlive: true });
  return {
    get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path, agent, headers: { host: HOSTS.main, accept: 'text/html', ...headers } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
      });
    },
    async close(): Promise<void> {
      agent.destroy();
      await closeServer(server);
    },
  };
}
