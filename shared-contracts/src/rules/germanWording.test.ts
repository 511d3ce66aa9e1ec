import {
  declineSalutation,
  isFemaleSalutation,
  participantRoleLabel,
  personCount,
  seatCount,
  seatsLeftText,
  substituteLabel,
  type GrammaticalCase,
} from './germanWording';
import { participantName } from './participants';

const person = (salutation: string, title = '') => ({ salutation, title, firstname: 'Jan', lastname: 'Meier' });

describe('declineSalutation', () => {
  it.each<[string, GrammaticalCase, string]>([
    ['Herr', 'nominative', 'Herr'],
    ['Herr', 'accusative', 'Herrn'],
    ['Herr', 'dative', 'Herrn'],
    ['Herr', 'genitive', 'Herrn'],
    ['Herr Dr.', 'accusative', 'Herrn Dr.'],
    ['Herr Prof. Dr.', 'dative', 'Herrn Prof. Dr.'],
    ['Frau', 'accusative', 'Frau'],
    ['Frau Dr.', 'dative', 'Frau Dr.'],
    ['Divers', 'accusative', 'Divers'],
    ['Dr.', 'accusative', 'Dr.'],
    ['Keine Angabe', 'dative', 'Keine Angabe'],
  ])('%p in the %p is %p', (salutation, grammaticalCase, expected) => {
    expect(declineSalutation(salutation, grammaticalCase)).toBe(expected);
  });
});

describe('participantName in a case', () => {
  it.each<[string, string, GrammaticalCase, string]>([
    ['Herr', '', 'accusative', 'Herrn Jan Meier'],
    ['Herr', 'Dr.', 'dative', 'Herrn Dr. Jan Meier'],
    ['Herr', '', 'nominative', 'Herr Jan Meier'],
    ['Frau', '', 'accusative', 'Frau Jan Meier'],
    ['Keine Angabe', '', 'accusative', 'Jan Meier'],
  ])('%p %p in the %p reads %p', (salutation, title, grammaticalCase, expected) => {
    expect(participantName(person(salutation, title), grammaticalCase)).toBe(expected);
  });

  it('is the nominative by default', () => {
    expect(participantName(person('Herr'))).toBe('Herr Jan Meier');
  });
});

describe('substituteLabel', () => {
  it.each([
    ['Frau', 'Ersatzteilnehmerin', true],
    ['Frau Prof. Dr.', 'Ersatzteilnehmerin', true],
    ['Herr', 'Ersatzteilnehmer', false],
    ['Herr Dr.', 'Ersatzteilnehmer', false],
    ['Divers', 'Ersatzteilnehmer', false],
    ['Keine Angabe', 'Ersatzteilnehmer', false],
    ['Frauke', 'Ersatzteilnehmer', false],
  ])('%p is a %p', (salutation, label, female) => {
    expect(substituteLabel(salutation)).toBe(label);
    expect(participantRoleLabel(salutation)).toBe(label.replace('Ersatzteilnehmer', 'Teilnehmer'));
    expect(isFemaleSalutation(salutation)).toBe(female);
  });
});

describe('seats', () => {
  it.each([
    [0, '0 Plätze'],
    [1, '1 Platz'],
    [2, '2 Plätze'],
  ])('%p seats read %p', (n, text) => {
    expect(seatCount(n)).toBe(text);
  });

  it.each<[number, boolean, string]>([
    [1, true, 'ist nur noch 1 Platz frei'],
    [3, true, 'sind nur noch 3 Plätze frei'],
    [3, false, 'sind noch 3 Plätze frei'],
    [1, false, 'ist noch 1 Platz frei'],
    [0, true, 'ist kein Platz mehr frei'],
  ])('%p left (only: %p) reads %p', (n, only, text) => {
    expect(seatsLeftText(n, only)).toBe(text);
  });

  it('refuses a negative or broken count', () => {
    expect(() => seatsLeftText(-1)).toThrow(RangeError);
    expect(() => seatsLeftText(1.5)).toThrow(RangeError);
  });
});

describe('personCount', () => {
  it.each([
    [1, '1 Person'],
    [2, '2 Personen'],
    [0, '0 Personen'],
  ])('%i → %p', (n, text) => {
    expect(personCount(n)).toBe(text);
  });
});
