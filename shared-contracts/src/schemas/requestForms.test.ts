import { FORM_REQUEST_FIELDS, FORM_REQUEST_KINDS, FORM_REQUESTS } from '../requestForms';
import { VALIDATION_MESSAGES as M } from './messages';
import { promoShopRequestSchema, sbvRequestSchema } from './requestForms';
import { validateForm } from './validate';

const PERSON = { salutation: 'Frau', firstname: 'Sabine', lastname: 'Koch', email: 'sabine@example.de' };

describe('the request forms table', () => {
  it.each(FORM_REQUEST_KINDS)('%s: a German label, mail subject, sentence and its fields for the staff', (kind) => {
    const form = FORM_REQUESTS[kind];
    expect(form.label.length).toBeGreaterThan(3);
    expect(form.mailSubject).toMatch(/Akademie für Mitbestimmung/);
    expect(form.sent).toMatch(/^Vielen Dank/);
    expect(FORM_REQUEST_FIELDS[kind].map(([field]) => field)).toEqual(expect.arrayContaining(['lastname', 'email']));
  });
});

describe('sbvRequestSchema', () => {
  it('takes its topics and functions, nothing else', () => {
    const body = {
      ...PERSON,
      topic: 'Inklusionsvereinbarung',
      role: 'Vertrauensperson',
      company: 'AG',
      message: 'Hallo',
    };
    expect(validateForm(sbvRequestSchema, body).ok).toBe(true);
    expect(validateForm(sbvRequestSchema, { ...body, role: 'Chef' })).toEqual({
      ok: false,
      fields: { role: M.sbvRole },
    });
  });
});

describe('promoShopRequestSchema', () => {
  const order = {
    ...PERSON,
    company: 'Südstahl AG',
    street: 'Hüttenweg',
    streetNumber: '12a',
    postalCode: '44135',
    city: 'Dortmund',
    items: [{ articleId: 1, quantity: 3 }],
  };
  it.each([
    [[], M.promoItems],
    [[{ articleId: 1, quantity: 0 }], M.promoQuantity],
    [[{ articleId: 1, quantity: 501 }], M.promoQuantity],
    [[{ articleId: 'eins', quantity: 1 }], M.promoArticle],
    [Array.from({ length: 13 }, (_, i) => ({ articleId: i + 1, quantity: 1 })), M.promoItems],
  ])('items %j: %s', (items, message) => {
    const result = validateForm(promoShopRequestSchema, { ...order, items });
    expect(result.ok).toBe(false);
    expect(Object.values(result.ok ? {} : result.fields)).toContain(message);
  });
  it('an order within the limits passes, remarks default to empty', () => {
    expect(validateForm(promoShopRequestSchema, order)).toEqual({
      ok: true,
      value: expect.objectContaining({ items: [{ articleId: 1, quantity: 3 }], message: '' }),
    });
  });
});
