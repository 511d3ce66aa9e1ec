import fc from 'fast-check';
import { firstNameSchema, isPersonName, lastNameSchema } from './fields';
import { registrationSchema } from './forms';
import { VALIDATION_MESSAGES as M } from './messages';
import { personalDataSchema } from './settings';
import { validateField } from './validate';

describe('the name of a person', () => {
  it.each([
    "O'Brien",
    'D’Angelo',
    'Müller-Lüdenscheidt',
    'Yılmaz',
    'Jose\u0301',
    'Anne Marie',
    'Nguyễn',
    '王小明',
    'محمد',
    'Dr. h.c. Meier',
  ])('accepts %j', (name) => {
    expect(validateField(firstNameSchema, name)).toBeNull();
    expect(validateField(lastNameSchema, name)).toBeNull();
  });

  it.each([
    ['"Erika"'],
    ['Erika\u202Eakire'],
    ['\u2066Erika\u2069x'],
    ['Eri\u200Eka'],
    ['Eri\u200Fka'],
    ['Eri\u061Cka'],
    ['Er\u200Bika'],
    ['Er\u200Cika'],
    ['Er\u200Dika'],
    ['Er\u2060ika'],
    ['Eri\uFEFFka'],
    ['Eri\u00ADka'],
    ['Eri\u3164ka'],
    ['Eri\u034Fka'],
    ['Eri\u0007ka'],
    ['Eri\u0085ka'],
    ['-Erika'],
    ["'Erika"],
    ['Erika2'],
    ['Erika@x'],
  ])('refuses %j with the German message about the characters', (name) => {
    expect(validateField(firstNameSchema, name)).toBe(M.firstNameChars);
    expect(validateField(lastNameSchema, name)).toBe(M.lastNameChars);
  });

  it('keeps the SPEC §5 messages for missing and incomplete names, and caps the length at 100', () => {
    expect(validateField(firstNameSchema, '  ')).toBe('Bitte tragen Sie einen Vornamen ein');
    expect(validateField(firstNameSchema, 'E')).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(validateField(lastNameSchema, '')).toBe('Bitte tragen Sie einen Nachnamen ein');
    expect(validateField(lastNameSchema, 'M')).toBe('Bitte tragen Sie den vollständigen Nachnamen ein');
    expect(validateField(lastNameSchema, 'a'.repeat(101))).toBe(M.lastNameTooLong);
    expect(validateField(firstNameSchema, 'a'.repeat(100))).toBeNull();
  });

  it('registration and the settings form use the same schema', () => {
    expect(registrationSchema.fields.firstname).toBe(personalDataSchema.fields.firstname);
    expect(registrationSchema.fields.lastname).toBe(personalDataSchema.fields.lastname);
  });

  it('property: registration accepts a name exactly when the settings form does, with the same message', () => {
    const anyName = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc
        .array(fc.constantFrom('a', 'ß', 'é', '\u0301', '王', ' ', '-', "'", '.', '"', '\u202E', '\u200B', '\t'), {
          maxLength: 10,
        })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(anyName, (name) => {
        for (const field of ['firstname', 'lastname'] as const) {
          expect(validateField(registrationSchema.fields[field] as never, name)).toBe(
            validateField(personalDataSchema.fields[field] as never, name),
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: an accepted name holds no control, format or bidi character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (name) => {
        if (isPersonName(name)) expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00A0]/u);
      }),
      { numRuns: 2000 },
    );
  });
});
