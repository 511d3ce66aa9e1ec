import { API_ROUTES, CHATBOT_HISTORY_LIMIT, CHATBOT_TEXTS, CSRF_HEADER, buildPath } from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { anonymousAgent, loginAs } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';

let testDb: TestDb;
let app: Express;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ limits: { chatbot: 1000 } }));
}, 120_000);
afterAll(async () => testDb.destroy());

async function ask(body: object, agent?: Awaited<ReturnType<typeof anonymousAgent>>) {
  const { agent: a, csrf } = agent ?? (await anonymousAgent(app));
  return a.post(API_ROUTES.chatbotAsk.path).set(CSRF_HEADER, csrf).send(body);
}

describe('POST /api/chatbot/ask', () => {
  it('answers a visitor with sentences, each backed by a source linked to its page and anchor', async () => {
    const res = await ask({ question: 'Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?', variant: 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { answer } = res.body.turn;
    expect(answer.found).toBe(true);
    expect(answer.sources[0]).toEqual(
      expect.objectContaining({
        label: '§ 37 Abs. 7 BetrVG',
        url: '/gesetze/betrvg#p37-abs7',
        law: { slug: 'betrvg', paragraph: '37', absatz: 7 },
      }),
    );
    expect(answer.sentences.length).toBeGreaterThan(0);
    const numbers = new Set(answer.sources.map((source: { number: number }) => source.number));
    for (const sentence of answer.sentences) expect(numbers.has(sentence.source)).toBe(true);
    expect(answer.sentences[0].text).toMatch(/drei Wochen/);
    expect(res.body.conversationId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the conversation in the database: a follow-up is read with the question before it', async () => {
    const agent = await anonymousAgent(app);
    const first = await ask(
      { question: 'Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?', variant: 'br' },
      agent,
    );
    const id = first.body.conversationId as string;
    const followUp = await ask(
      { question: 'Und für erstmals gewählte Mitglieder?', variant: 'br', conversationId: id },
      agent,
    );
    expect(followUp.status).toBe(200);
    expect(followUp.body.conversationId).toBe(id);
    expect(followUp.body.turn.answer).toEqual(expect.objectContaining({ found: true, followUp: true }));
    expect(followUp.body.turn.answer.sources[0].law).toEqual({ slug: 'betrvg', paragraph: '37', absatz: 7 });
    // Another process (a fresh app over the same database) sees the same conversation.
    const otherProcess = createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {} });
    const other = await request(otherProcess).get(buildPath(API_ROUTES.chatbotConversation.path, { id }));
    expect(other.status).toBe(200);
    expect(other.body.turns.map((turn: { question: string }) => turn.question)).toEqual([
      'Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?',
      'Und für erstmals gewählte Mitglieder?',
    ]);
    const rows = await testDb.db.selectFrom('chatbotConversations').select('conversationHash').execute();
    expect(rows.map((row) => row.conversationHash)).not.toContain(id);
  });

  it(`keeps only the last ${CHATBOT_HISTORY_LIMIT} questions of a conversation`, async () => {
    const agent = await loginAs(app, 'jonas.weber@example.de');
    let id: string | undefined;
    for (let i = 0; i < CHATBOT_HISTORY_LIMIT + 2; i += 1) {
      const res = await ask(
        { question: `Frage ${i + 1} zur Betriebsvereinbarung`, variant: 'br', conversationId: id },
        agent,
      );
      id = res.body.conversationId;
    }
    const res = await request(app).get(buildPath(API_ROUTES.chatbotConversation.path, { id: id! }));
    expect(res.body.turns).toHaveLength(CHATBOT_HISTORY_LIMIT);
    expect(res.body.turns[0].question).toBe('Frage 3 zur Betriebsvereinbarung');
  });

  it('says it found nothing rather than inventing an answer', async () => {
    const res = await ask({ question: 'Wie backe ich einen Apfelkuchen?', variant: 'br' });
    expect(res.status).toBe(200);
    expect(res.body.turn.answer).toEqual({ found: false, sentences: [], sources: [], followUp: false });
  });

  it('the SBV variant answers from the SGB IX first', async () => {
    const res = await ask({ question: 'Hat die Vertrauensperson Kündigungsschutz?', variant: 'sbv' });
    expect(res.body.turn.answer.sources[0].url).toMatch(/^\/gesetze\/sgb-ix#p179/);
  });

  it.each([
    [{}, ['question', 'variant']],
    [{ question: 'ab', variant: 'br' }, ['question']],
    [{ question: 'x'.repeat(301), variant: 'br' }, ['question']],
    [{ question: 'Wie viele Tage?', variant: 'jav' }, ['variant']],
    [{ question: 'Wie viele Tage?', variant: 'br', conversationId: 'zu-kurz' }, ['conversationId']],
    [{ question: ['Schulung'], variant: 'br' }, ['question']],
  ])('refuses %j with a German message per field and stores nothing', async (body, fields) => {
    const before = await testDb.db
      .selectFrom('chatbotTurns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual([...fields].sort());
    const after = await testDb.db
      .selectFrom('chatbotTurns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('an unknown or another variant’s conversation starts a new one', async () => {
    const first = await ask({ question: 'Welche Aufgaben hat die Schwerbehindertenvertretung?', variant: 'sbv' });
    const other = await ask({
      question: 'Wer trägt die Kosten?',
      variant: 'br',
      conversationId: first.body.conversationId,
    });
    expect(other.status).toBe(200);
    expect(other.body.conversationId).not.toBe(first.body.conversationId);
  });

  it('needs the CSRF token', async () => {
    const res = await request(app)
      .post(API_ROUTES.chatbotAsk.path)
      .send({ question: 'Wie viele Tage?', variant: 'br' });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/chatbot/answer and /conversation', () => {
  it('answers without a conversation and writes nothing', async () => {
    const before = await testDb.db
      .selectFrom('chatbotTurns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const res = await request(app)
      .get(API_ROUTES.chatbotAnswer.path)
      .query({ frage: 'Mit welcher Frist kann eine Betriebsvereinbarung gekündigt werden?', variante: 'br' });
    expect(res.status).toBe(200);
    expect(res.body.answer.sources[0].label).toBe('§ 77 Abs. 5 BetrVG');
    const after = await testDb.db
      .selectFrom('chatbotTurns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('an unknown conversation is a German 404', async () => {
    const res = await request(app).get(buildPath(API_ROUTES.chatbotConversation.path, { id: 'a'.repeat(43) }));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CHATBOT_TEXTS.conversation);
  });
});

describe('rate limit', () => {
  it('answers 429 after the limit of questions per address and minute', async () => {
    const limited = await createTestApp({ limits: { chatbot: 3 } });
    try {
      const { agent, csrf } = await anonymousAgent(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await agent
          .post(API_ROUTES.chatbotAsk.path)
          .set(CSRF_HEADER, csrf)
          .send({ question: 'Wie viele Tage Schulung?', variant: 'br' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.testDb.destroy();
    }
  }, 60_000);
});

describe('after an editor changes a law', () => {
  it('answers from the new text at once', async () => {
    const editor = await loginAs(app, 'redaktion@example.de');
    const path = buildPath(API_ROUTES.manageLawParagraph.path, { slug: 'betrvg', number: '77' });
    const current = await editor.agent.get(path);
    const absaetze = [...(current.body.absaetze as string[])];
    absaetze[4] =
      'Betriebsvereinbarungen können, soweit nichts anderes vereinbart ist, mit einer Frist von sechs Monaten gekündigt werden.';
    const saved = await editor.agent
      .put(path)
      .set(CSRF_HEADER, editor.csrf)
      .send({ title: current.body.title, absaetze, version: current.body.version });
    expect(saved.status).toBe(200);
    const res = await ask({
      question: 'Mit welcher Frist kann eine Betriebsvereinbarung gekündigt werden?',
      variant: 'br',
    });
    expect(res.body.turn.answer.sources[0].label).toBe('§ 77 Abs. 5 BetrVG');
    expect(res.body.turn.answer.sentences[0].text).toContain('sechs Monaten');
  });
});
