import { isCommonPassword } from './commonPasswords';

describe('isCommonPassword', () => {
  it.each([
    '12345678',
    'password',
    'PassWord',
    'PASSWORD',
    'passwort',
    'qwertyuiop',
    '1qaz2wsx',
    'iloveyou1',
    'hallo123',
    'schalke04',
    'sonnenschein',
    'Schmetterling',
    'geheimnis',
  ])('%s is common (case-insensitive)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Mitbestimmung2026!', 'geheim-und-lang-2026', 'ein sicheres Passwort', 'Sicher2026!', 'x7#Qp!2mZr'])(
    '%s is not',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
