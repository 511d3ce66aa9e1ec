import { VALIDATION_MESSAGES as M, SALUTATIONS } from './messages';
import {
  ORDER_MESSAGES,
  addRecipientSchema,
  checkoutSchema,
  orderOptionsSchema,
  participantSchema,
} from './participant';
import { validateForm } from './validate';
import { LEGAL_BASIS_KEYS, LEGAL_BASIS_MESSAGE } from '../rules/legalBasis';

const valid = {
  salutation: 'Frau',
  title: '',
  firstname: 'Anna',
  lastname: 'Schneider',
  email: 'anna.schneider@example.de',
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'overnight',
  kind: 'booking',
};

describe('participant schema', () => {
  it('accepts every salutation of SPEC §3 and trims the names', () => {
    for (const salutation of SALUTATIONS) {
      const result = validateForm(participantSchema, { ...valid, salutation, firstname: '  Anna ' });
      expect(result).toEqual({ ok: true, value: { ...valid, salutation, firstname: 'Anna' } });
    }
  });

  it('reports the SPEC §5 message of every missing field, the board/overnight option included', () => {
    expect(validateForm(participantSchema, {})).toEqual({
      ok: false,
      fields: {
        salutation: M.salutation,
        firstname: M.firstNameRequired,
        lastname: M.lastNameRequired,
        email: M.emailRequired,
        hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an',
        kind: ORDER_MESSAGES.kind,
      },
    });
  });

  it('refuses values outside the lists', () => {
    const result = validateForm(participantSchema, {
      ...valid,
      salutation: 'Herrin',
      hotelOverNightOption: 'suite',
      kind: 'waitlist',
      brFunction: 'Chef',
      firstname: 'A',
      email: 'kein-mail',
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        salutation: M.salutation,
        hotelOverNightOption: M.boardOption,
        kind: ORDER_MESSAGES.kind,
        brFunction: ORDER_MESSAGES.brFunction,
        firstname: M.firstNameIncomplete,
        email: M.emailInvalid,
      },
    });
  });

  it('needs a cart item for an add', () => {
    expect(validateForm(addRecipientSchema, { ...valid, cartItemId: 'x' })).toMatchObject({
      ok: false,
      fields: { cartItemId: 'Bitte geben Sie einen gültigen Eintrag des Warenkorbs an.' },
    });
  });
});

describe('order options schema', () => {
  const address = {
    company: 'Nordwerk GmbH',
    street: 'Hafenstraße',
    streetNumber: '12a',
    postalCode: '20457',
    city: 'Hamburg',
  };

  it('takes the billing address and optional numbers and remarks', () => {
    expect(validateForm(orderOptionsSchema, address)).toEqual({
      ok: true,
      value: { ...address, purchaseOrderNumber: '', costCentre: '', remarks: '' },
    });
  });

  it('checks the address with the SPEC §5 rules', () => {
    expect(
      validateForm(orderOptionsSchema, {
        company: 'N',
        street: 'Straße 5',
        streetNumber: '123456789',
        postalCode: '2045',
        city: 'Hamburg1',
        remarks: 'x'.repeat(201),
      }),
    ).toEqual({
      ok: false,
      fields: {
        company: M.company,
        street: M.streetNoDigits,
        streetNumber: M.houseNumberTooLong,
        postalCode: M.postalCodeInvalid,
        city: M.cityNoDigits,
        remarks: ORDER_MESSAGES.remarks,
      },
    });
  });
});

describe('checkout schema', () => {
  it('needs the terms confirmed with true', () => {
    expect(validateForm(checkoutSchema, { acceptTerms: true }).ok).toBe(true);
    for (const acceptTerms of [false, 'true', undefined]) {
      expect(validateForm(checkoutSchema, { acceptTerms })).toEqual({
        ok: false,
        fields: { acceptTerms: ORDER_MESSAGES.acceptTerms },
      });
    }
  });
});

describe('legal basis of a participant', () => {
  it('is optional and, when given, one of the list', () => {
    expect(validateForm(participantSchema, valid)).toMatchObject({ ok: true });
    for (const legalBasis of LEGAL_BASIS_KEYS) {
      expect(validateForm(participantSchema, { ...valid, legalBasis })).toEqual({
        ok: true,
        value: { ...valid, legalBasis },
      });
    }
    expect(validateForm(participantSchema, { ...valid, legalBasis: '§ 38 BetrVG' })).toEqual({
      ok: false,
      fields: { legalBasis: LEGAL_BASIS_MESSAGE },
    });
  });
});
