import { ERROR_STATUS, isErrorCode } from './errorCodes';

describe('ERROR_STATUS', () => {
  it.each(Object.entries(ERROR_STATUS))('%s: UPPER_SNAKE und ein Fehlerstatus (%i)', (code, status) => {
    expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it('erkennt nur Codes der Tabelle', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
