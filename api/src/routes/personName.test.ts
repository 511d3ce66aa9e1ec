import type { Express } from 'express';
/** Registration and the settings form accept and refuse the same names (one shared schema). */
import { API_ROUTES, VALIDATION_MESSAGES } from '@amb/shared-contracts';
import fc from 'fast-check';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { NEW_PERSON, registrationOf } from '../test/people';

let testDb: TestDb;
let app: Express;
let member: { agent: Agent; csrf: string };
let serial = 0;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ limits: { registration: 100_000 } }));
  member = await loginAs(app, 'lena.wagner@example.de');
});
afterAll(() => testDb.destroy());

async function register(names: { firstname: string; lastname: string }) {
  serial += 1;
  const { agent, csrf } = await anonymousAgent(app);
  return agent
    .post(API_ROUTES.userRegistration.path)
    .set('x-csrf-token', csrf)
    .send({ ...registrationOf(`person.${serial}@example.de`), ...names });
}

async function saveSettings(names: { firstname: string; lastname: string }) {
  return member.agent
    .put(API_ROUTES.memberPersonalData.path)
    .set('x-csrf-token', member.csrf)
    .send({ ...NEW_PERSON, ...names });
}

const NAMES_OF_THE_WORLD = [
  "O'Brien",
  'D’Angelo',
  'Müller-Lüdenscheidt',
  'Yılmaz',
  'Jose\u0301',
  'Zoë',
  'Anne Marie',
  'Nguyễn',
  'Ødegård',
  '王小明',
  'محمد',
  'שרה',
  'Łukasz',
  'Dr. h.c. Meier',
];

const FORBIDDEN: Array<[string, string]> = [
  ['double quotes', '"Erika"'],
  ['a right-to-left override', 'Erika\u202Eakire'],
  ['a left-to-right embedding', '\u202AErika'],
  ['a pop directional isolate', 'Erika\u2069'],
  ['a first strong isolate', 'Er\u2068ika'],
  ['a right-to-left mark', 'Erika\u200F'],
  ['a left-to-right mark', 'Eri\u200Eka'],
  ['an Arabic letter mark', 'Eri\u061Cka'],
  ['a zero-width space', 'Er\u200Bika'],
  ['a zero-width joiner', 'Er\u200Dika'],
  ['a zero-width non-joiner', 'Er\u200Cika'],
  ['a word joiner', 'Er\u2060ika'],
  ['a byte order mark', 'Eri\uFEFFka'],
  ['a soft hyphen', 'Eri\u00ADka'],
  ['a Hangul filler', 'Eri\u3164ka'],
  ['a tab', 'Eri\tka'],
  ['a NUL byte', 'Eri\u0000ka'],
  ['a C1 control', 'Eri\u0085ka'],
  ['a no-break space', 'Eri\u00A0ka'],
  ['markup', '<b>Erika</b>'],
  ['digits', 'Erika2'],
  ['an emoji', 'Erika 🎉'],
];

describe('names of a person', () => {
  it.each(NAMES_OF_THE_WORLD.map((name) => [name]))(
    '%j: registration and the settings form both save it',
    async (name) => {
      const registered = await register({ firstname: name, lastname: name });
      expect(registered.status).toBe(201);
      const saved = await saveSettings({ firstname: name, lastname: name });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ firstname: name, lastname: name });
    },
  );

  it.each(FORBIDDEN)('%s: both refuse it with the German message', async (_name, value) => {
    for (const send of [register, saveSettings]) {
      const res = await send({ firstname: value, lastname: value });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toMatchObject({
        firstname: VALIDATION_MESSAGES.firstNameChars,
        lastname: VALIDATION_MESSAGES.lastNameChars,
      });
    }
  });

  it('keeps the SPEC messages for empty and one-letter names in both forms', async () => {
    for (const send of [register, saveSettings]) {
      expect((await send({ firstname: '', lastname: ' ' })).body.error.fields).toMatchObject({
        firstname: 'Bitte tragen Sie einen Vornamen ein',
        lastname: 'Bitte tragen Sie einen Nachnamen ein',
      });
      expect((await send({ firstname: 'E', lastname: 'M' })).body.error.fields).toMatchObject({
        firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
        lastname: 'Bitte tragen Sie den vollständigen Nachnamen ein',
      });
    }
  });

  it('property: every name registration accepts the settings form saves, and vice versa', async () => {
    const piece = fc.constantFrom(
      'a',
      'Z',
      'ß',
      'ı',
      'é',
      '\u0301',
      '王',
      'ب',
      ' ',
      '-',
      "'",
      '’',
      '.',
      '"',
      ',',
      ';',
      '1',
      '<',
      '\u202E',
      '\u200B',
      '\u200D',
      '\u2066',
      '\u00AD',
      '\uFEFF',
      '\t',
      '\u0000',
      '\u00A0',
    );
    const name = fc.array(piece, { minLength: 0, maxLength: 8 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(name, async (value) => {
        const registered = await register({ firstname: value, lastname: 'Muster' });
        const saved = await saveSettings({ firstname: value, lastname: 'Muster' });
        expect([registered.status, saved.status]).toEqual(registered.status === 201 ? [201, 200] : [400, 400]);
      }),
      { numRuns: 60 },
    );
  });
});
