/**
 * Members checking out through the cluster the way the browser does (session cookie, CSRF token, an
 * Idempotency-Key per order), retrying with the same key while the answer says "try again" (502, 503, 504, no
 * answer): every retry of one key must end in the same one order, or in the same refusal.
 */
import { randomUUID } from 'node:crypto';
import { API_ROUTES, CSRF_HEADER, type CheckoutResponse } from '@amb/shared-contracts';
import { HttpVisitor } from '../src/http';
import { PASSWORD, type Member } from './fixtures';
import { sleep } from './load';

export interface Attempt {
  status: number;
  code?: string;
  message?: string;
  ms: number;
}

export interface CheckoutClient {
  member: Member;
  key: string;
  visitor: HttpVisitor;
  csrf: string;
  attempts: Attempt[];
  /** 201, 200 (the key's earlier order), 409 (no seats), or 0 when the client gave up. */
  final?: number;
  orderId?: number;
}

const retryable = (status: number) =>
  status === 0 || status === 500 || status === 502 || status === 503 || status === 504;

/** Logs every member in (through `origin`, in groups, before any chaos) and gives each a key. */
export async function loggedIn(origin: string, members: Member[]): Promise<CheckoutClient[]> {
  const clients: CheckoutClient[] = [];
  for (let i = 0; i < members.length; i += 20) {
    clients.push(
      ...(await Promise.all(
        members.slice(i, i + 20).map(async (member) => {
          const visitor = new HttpVisitor(origin);
          await visitor.login(member.email, PASSWORD);
          const { csrfToken } = (await (await visitor.fetch(API_ROUTES.sessionCsrf.path)).json()) as {
            csrfToken: string;
          };
          return { member, key: `chaos-${randomUUID()}`, visitor, csrf: csrfToken, attempts: [] };
        }),
      )),
    );
  }
  return clients;
}

/** One attempt of the client's checkout; never throws. */
async function attempt(client: CheckoutClient, deadlineMs: number): Promise<Attempt & { order?: number }> {
  const started = Date.now();
  try {
    const response = await client.visitor.fetch(API_ROUTES.cartCheckout.path, {
      method: 'POST',
      body: { acceptTerms: true },
      headers: { [CSRF_HEADER]: client.csrf, 'Idempotency-Key': client.key },
      signal: AbortSignal.timeout(deadlineMs),
    });
    const text = await response.text();
    const result: Attempt & { order?: number } = { status: response.status, ms: Date.now() - started };
    if (response.status === 200 || response.status === 201) {
      result.order = (JSON.parse(text) as CheckoutResponse).order.orderId;
    } else if ((response.headers.get('content-type') ?? '').includes('json')) {
      const { error } = JSON.parse(text) as { error: { code: string; message: string } };
      result.code = error.code;
      result.message = error.message;
    }
    return result;
  } catch (error) {
    return { status: 0, code: (error as Error).name, ms: Date.now() - started };
  }
}

/** Checks out until a final answer (or `giveUpAfterMs`), waiting a little between retries. */
export async function checkOut(client: CheckoutClient, { giveUpAfterMs = 90_000, deadlineMs = 20_000 } = {}) {
  const started = Date.now();
  while (Date.now() - started < giveUpAfterMs) {
    const result = await attempt(client, deadlineMs);
    client.attempts.push({ status: result.status, code: result.code, message: result.message, ms: result.ms });
    if (!retryable(result.status)) {
      client.final = result.status;
      if (result.order !== undefined) client.orderId = result.order;
      return client;
    }
    await sleep(150 + Math.random() * 250);
  }
  client.final = 0;
  return client;
}
