import {
  COST_CALCULATOR_MESSAGES,
  checkCostInput,
  costQueryOf,
  euroAmountText,
  parseCostQuery,
  parseEuroAmount,
} from './costCalculatorInput';

describe('parseEuroAmount', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['123', 12_300],
    ['123,4', 12_340],
    ['123,45', 12_345],
    ['1.234,56', 123_456],
    ['10.000,00', 1_000_000],
    ['99 €', 9_900],
  ])('%j is %d cents', (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it.each(['12.5', '1,234', '-5', 'abc', '1.23,00', '10.000,01', '1e3', '12,345'])('refuses %j', (text) => {
    expect(parseEuroAmount(text)).toBeNull();
  });

  it('writes cents back as the form shows them', () => {
    expect(euroAmountText(12_345)).toBe('123,45');
    expect(euroAmountText(5)).toBe('0,05');
  });
});

describe('checkCostInput', () => {
  it('answers the participants in cents and drops the night before without overnight stay', () => {
    expect(
      checkCostInput([
        { overnight: true, nightBefore: true, travel: '123,45' },
        { overnight: false, nightBefore: true, travel: '' },
      ]),
    ).toEqual({
      ok: true,
      participants: [
        { overnight: true, nightBefore: true, travelCents: 12_345 },
        { overnight: false, nightBefore: false, travelCents: 0 },
      ],
    });
  });

  it('names each bad amount and a count outside 1 to 20', () => {
    const result = checkCostInput([{ overnight: false, nightBefore: false, travel: '12.5' }]);
    expect(result).toEqual({
      ok: false,
      errors: { 'travel.0': COST_CALCULATOR_MESSAGES.travel },
      message: COST_CALCULATOR_MESSAGES.travel,
    });
    expect(checkCostInput([])).toMatchObject({
      ok: false,
      errors: { participants: COST_CALCULATOR_MESSAGES.participants },
    });
    const many = Array.from({ length: 21 }, () => ({ overnight: false, nightBefore: false, travel: '' }));
    expect(checkCostInput(many)).toMatchObject({ ok: false, message: COST_CALCULATOR_MESSAGES.participants });
  });
});

describe('costQueryOf and parseCostQuery', () => {
  const rows = [
    { overnight: true, nightBefore: true, travel: '123,45' },
    { overnight: false, nightBefore: false, travel: '0' },
  ];

  it('carries the rows in German parameters and reads them back', () => {
    const query = costQueryOf(rows);
    expect(query).toEqual({ teilnehmer: '2', uebernachtung: 'ja;nein', vorabend: 'ja;nein', reisekosten: '123,45;0' });
    expect(parseCostQuery(query)).toEqual(checkCostInput(rows));
  });

  it.each([
    [{}, COST_CALCULATOR_MESSAGES.participants],
    [{ teilnehmer: '0', uebernachtung: '', vorabend: '', reisekosten: '' }, COST_CALCULATOR_MESSAGES.participants],
    [{ teilnehmer: '21' }, COST_CALCULATOR_MESSAGES.participants],
    [{ teilnehmer: ['1', '2'] }, COST_CALCULATOR_MESSAGES.participants],
    [
      { teilnehmer: '2', uebernachtung: 'ja', vorabend: 'ja;nein', reisekosten: '1;2' },
      COST_CALCULATOR_MESSAGES.choice,
    ],
    [
      { teilnehmer: '1', uebernachtung: 'vielleicht', vorabend: 'ja', reisekosten: '1' },
      COST_CALCULATOR_MESSAGES.choice,
    ],
    [{ teilnehmer: '1', uebernachtung: 'ja', vorabend: 'ja', reisekosten: 'viel' }, COST_CALCULATOR_MESSAGES.travel],
    [{ teilnehmer: '2', uebernachtung: 'ja;ja', vorabend: 'ja;ja', reisekosten: '1' }, COST_CALCULATOR_MESSAGES.travel],
  ])('refuses %j', (query, message) => {
    expect(parseCostQuery(query)).toMatchObject({ ok: false, message });
  });
});
