import { consultantForPostalCode } from './consultantRegion';

const CONSULTANTS = [
  { consultantId: 1, postalRegions: ['1', '0'] },
  { consultantId: 2, postalRegions: ['2'] },
  { consultantId: 3, postalRegions: ['20', '8'] },
  { consultantId: 4, postalRegions: ['8'] },
];

describe('consultant by postal code', () => {
  it.each([
    ['10115', 1],
    ['01067', 1],
    ['22767', 2],
    ['20457', 3], // the longer prefix wins
    ['80939', 3], // a tie goes to the lower id
    ['50667', null],
    ['2045', null],
    ['abcde', null],
    [null, null],
  ])('%p -> %p', (code, id) => expect(consultantForPostalCode(CONSULTANTS, code)).toBe(id));
});
