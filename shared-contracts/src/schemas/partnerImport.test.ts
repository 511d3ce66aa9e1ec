import { partnerEventRowSchema, PARTNER_IMPORT_MESSAGES as P, partnerExportQuerySchema } from './partnerImport';
import { validateForm } from './validate';

const ROW = {
  externalId: 'NORD-1',
  themeId: 12,
  startDate: '2027-03-01',
  endDate: '2027-03-03',
  hotelId: 4,
  capacity: 16,
  price: 1290,
};

describe('partnerEventRowSchema', () => {
  it('takes a row as a CSV file writes it (strings, an empty hotel, ja/nein)', () => {
    expect(
      validateForm(partnerEventRowSchema, {
        ...ROW,
        themeId: '12',
        hotelId: '',
        capacity: '16',
        price: '1290',
        cancelled: 'ja',
      }),
    ).toEqual({ ok: true, value: { ...ROW, hotelId: undefined, cancelled: true } });
    expect(validateForm(partnerEventRowSchema, ROW)).toEqual({ ok: true, value: { ...ROW, cancelled: false } });
  });

  it.each([
    [{ externalId: 'mit leerzeichen' }, 'externalId', P.externalId],
    [{ externalId: 'x'.repeat(65) }, 'externalId', P.externalId],
    [{ themeId: 0 }, 'themeId', P.themeId],
    [{ startDate: '2027-02-30' }, 'startDate', P.startDate],
    [{ startDate: '01.03.2027' }, 'startDate', P.startDate],
    [{ endDate: '2027-02-28' }, 'endDate', P.endBeforeStart],
    [{ hotelId: -1 }, 'hotelId', P.hotelId],
    [{ capacity: 501 }, 'capacity', P.capacity],
    [{ price: 12.5 }, 'price', P.price],
    [{ cancelled: 'vielleicht' }, 'cancelled', P.cancelled],
  ])('%j -> %s: German message', (change, field, message) => {
    const result = validateForm(partnerEventRowSchema, { ...ROW, ...change });
    expect(result).toEqual({ ok: false, fields: expect.objectContaining({ [field]: message }) });
  });
});

describe('partnerExportQuerySchema', () => {
  it.each([
    ['2026-12-01', true],
    ['2026-12-01T08:00:00Z', true],
    ['2026-12-01T08:00:00.123+01:00', true],
    ['gestern', false],
    ['2026-13-01T08:00:00Z', false],
  ])('updatedSince %s valid: %s', (updatedSince, valid) => {
    expect(partnerExportQuerySchema.isValidSync({ updatedSince })).toBe(valid);
  });
});
