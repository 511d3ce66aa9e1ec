/** The strict type step of validateForm (issue 21, finding 5): wrong JSON types never reach a rule. */
import { array, number, object, string } from 'yup';
import { addCartItemSchema, CART_MESSAGES } from './cart';
import { feedbackSchema } from './feedback';
import { judgmentDraftSchema } from './judgmentDraft';
import { VALIDATION_MESSAGES } from './messages';
import { validateForm } from './validate';

const deepArray = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('validateForm: strict types before any rule', () => {
  it.each([
    ['a list', [1]],
    ['a nested list', deepArray(20_000)],
    ['an object', { value: 1 }],
    ['a boolean', true],
  ])('refuses %s in a numeric id with the id message', (_what, eventId) => {
    expect(validateForm(addCartItemSchema, { eventId })).toEqual({
      ok: false,
      fields: { eventId: CART_MESSAGES.eventId },
    });
  });

  it('still takes a numeric string where the contract allows it', () => {
    expect(validateForm(addCartItemSchema, { eventId: '12' })).toEqual({
      ok: true,
      value: expect.objectContaining({ eventId: 12 }),
    });
  });

  it.each([{}, [], ['x'], { trim: 'x' }])('refuses %p in a trimmed string (no val.trim crash)', (value) => {
    const result = validateForm(judgmentDraftSchema, { court: value, slug: value, decision: value });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.fields).toEqual(
      expect.objectContaining({ court: expect.any(String), slug: expect.any(String), decision: expect.any(String) }),
    );
  });

  it('refuses an object as the feedback message with its German message', () => {
    expect(validateForm(feedbackSchema, { eventId: 1, message: { a: 1 } })).toEqual({
      ok: false,
      fields: { message: VALIDATION_MESSAGES.message },
    });
  });

  it('checks nested objects and list items, naming the path', () => {
    const schema = object({
      person: object({ name: string().required('Name fehlt') }),
      ids: array().of(number().typeError('Keine Zahl')),
    });
    expect(validateForm(schema, { person: { name: ['x'] }, ids: [1, {}, 3] })).toEqual({
      ok: false,
      fields: { 'person.name': 'Name fehlt', 'ids[1]': 'Keine Zahl' },
    });
  });

  it('falls back to the generic German message when a field has none', () => {
    expect(validateForm(object({ note: string() }), { note: {} })).toEqual({
      ok: false,
      fields: { note: VALIDATION_MESSAGES.invalidType },
    });
  });
});
