import { COMMITTEE_MESSAGES } from './committee';

describe('COMMITTEE_MESSAGES', () => {
  it('say what to do in plain German, without doubled or technical words', () => {
    const texts = Object.values(COMMITTEE_MESSAGES).map((m) =>
      typeof m === 'function' ? (m as (...args: unknown[]) => string)('X', 1) : m,
    );
    for (const text of texts) {
      expect(text).not.toMatch(/Bitte bitten|kann nur in einem Gremium sein|token|userId|undefined/i);
    }
    expect(COMMITTEE_MESSAGES.invitationInvalid).toMatch(/Fragen Sie in Ihrem Gremium nach einer neuen Einladung\.$/);
    expect(COMMITTEE_MESSAGES.token).toMatch(/Bitte öffnen Sie den Link aus der E-Mail noch einmal\.$/);
  });
});
