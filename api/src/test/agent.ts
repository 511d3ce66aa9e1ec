/** supertest agents with a session: anonymous or logged in as a (demo) user, plus their CSRF token. */
import { API_ROUTES, CSRF_COOKIE, CSRF_HEADER } from '@amb/shared-contracts';
import type { Express } from 'express';
import type { Server } from 'node:http';
import request, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DEMO_PASSWORD } from '../seed/accounts';

export type Agent = TestAgent;
/** The app, or a server already listening with it (tests that hold connections open or measure latency). */
export type AppUnderTest = Express | Server;

/** All Set-Cookie lines of a response. */
export function setCookies(res: Response): string[] {
  const header = res.headers['set-cookie'] as string[] | string | undefined;
  if (!header) return [];
  return Array.isArray(header) ? header : [header];
}

/** The value a response sets for a cookie (undefined when it sets none). */
export function cookieValue(res: Response, name: string): string | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0]!);
}

/** An agent holding an anonymous session (as a form gets it before its first write) and its CSRF token. */
export async function anonymousAgent(app: AppUnderTest): Promise<{ agent: Agent; csrf: string }> {
  const agent = request.agent(app);
  const res = await agent.get(API_ROUTES.sessionCsrf.path);
  const csrf = cookieValue(res, CSRF_COOKIE);
  if (res.status !== 200 || !csrf || res.body?.csrfToken !== csrf) {
    throw new Error(`${API_ROUTES.sessionCsrf.path} gab ${res.status} ohne CSRF-Token`);
  }
  return { agent, csrf };
}

/** POST /kundenportal/local-login through `agent`, with `csrf` in the CSRF header. */
export function postLogin(agent: Agent, csrf: string, body: object) {
  return agent.post(API_ROUTES.localLogin.path).set('x-csrf-token', csrf).send(body);
}

/** PUT `body` to `path` through `agent`, with `csrf` in the CSRF header. */
export function putAs(agent: Agent, csrf: string, path: string, body: object) {
  return agent.put(path).set(CSRF_HEADER, csrf).send(body);
}

/** An agent logged in as `email` (demo password by default) with the CSRF token of its new session. */
export async function loginAs(
  app: AppUnderTest,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<{ agent: Agent; csrf: string }> {
  const { agent, csrf } = await anonymousAgent(app);
  const res = await postLogin(agent, csrf, { email, password });
  const newCsrf = cookieValue(res, CSRF_COOKIE);
  if (res.status !== 200 || !newCsrf) {
    throw new Error(`Login als ${email} fehlgeschlagen: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { agent, csrf: newCsrf };
}
