import { createTestDb, type TestDb } from '../test/createTestDb';
import { rankPassages } from './answer';
import { questionTerms } from './questionTerms';
import { termStatistics } from './termStatistics';
import { TUNING_QUESTIONS } from './chatbotQuestions';

let testDb: TestDb;
beforeAll(async () => { testDb = await createTestDb(); }, 120_000);
afterAll(async () => testDb.destroy());
const PICK = (process.env.Q ?? '').split(',').filter(Boolean).map(Number);
it('debug', async () => {
  const stats = await termStatistics(testDb.db);
  const out: string[] = [];
  for (const [i, q] of TUNING_QUESTIONS.entries()) {
    if (PICK.length && !PICK.includes(i)) continue;
    const terms = questionTerms(q.question, q.variant, stats.knows);
    out.push(`#${i} (${terms.answerType}) ${q.question}  [expect ${q.expected.paragraphs.join('/')} ${q.expected.absaetze.join('/')}]`);
    out.push('  words: ' + terms.words.map((w) => w.variants.map((v) => `${v.term}${v.prefix ? '*' : ''}(${stats.documentFrequency(v)})`).join(',')).join(' ; '));
    const ranked = await rankPassages(testDb.db, terms, q.variant, new Date('2026-11-30T10:00:00Z'));
    for (const r of ranked.slice(0, 9)) out.push(`   ${r.score.toFixed(2)} c=${r.coverage.toFixed(2)} [${r.passage.audience}] ${r.passage.label} :: ${r.passage.text.slice(0, 100)}`);
  }
  require('node:fs').writeFileSync('/tmp/chatdebug.txt', out.join('\n'));
}, 60000);
