import { ONLINE_FAX_MESSAGES, ORDER_MESSAGES, validateRegistration } from './participant';
import { VALIDATION_MESSAGES as M } from './messages';

const person = {
  salutation: 'Frau',
  title: '',
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika.muster@example.de',
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'overnight',
  kind: 'booking',
};
const options = {
  company: 'Nordwerk GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  purchaseOrderNumber: 'PO-4711',
};

describe('validateRegistration', () => {
  it('answers the checked participants and options (trimmed, defaults filled)', () => {
    const result = validateRegistration({ participants: [{ ...person, firstname: ' Erika ' }], options });
    expect(result).toEqual({
      ok: true,
      participants: [person],
      options: { ...options, costCentre: '', remarks: '' },
    });
  });

  it('keys each message by participant and field, and by option', () => {
    const result = validateRegistration({
      participants: [person, { ...person, email: 'x', kind: 'beides' }],
      options: { ...options, city: '' },
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        'participants.1.email': M.emailInvalid,
        'participants.1.kind': ORDER_MESSAGES.kind,
        'options.city': expect.any(String),
      },
    });
  });

  it.each([[{}], [{ participants: [], options }], [{ participants: Array(16).fill(person), options }], [null]])(
    "needs 1 to 15 participants, one date's group (%#)",
    (input) => {
      const result = validateRegistration(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.fields.participants).toBe(ONLINE_FAX_MESSAGES.participants);
    },
  );
});
