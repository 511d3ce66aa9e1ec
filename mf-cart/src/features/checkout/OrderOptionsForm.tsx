import type { OrderOptions } from '@amb/shared-contracts/core';
import { orderOptionsSchema } from '@amb/shared-contracts/schemas';
import { SubmitButton, SummaryForm, TextField, failureOf, useForm } from '@amb/remote-kit';
import type { CheckoutStepProps } from '../../components/checkoutStep';
import { FIELD_LABELS } from '../../components/cartTexts';
import { useUpdateOrderOptionsMutation } from '../../components/shoppingCartApi';
import { CHECKOUT_TEXTS } from './checkoutTexts';

const EMPTY_OPTIONS: OrderOptions = {
  company: '',
  street: '',
  streetNumber: '',
  postalCode: '',
  city: '',
  purchaseOrderNumber: '',
  costCentre: '',
  remarks: '',
};

const FIELDS: ReadonlyArray<{ name: keyof OrderOptions; autoComplete?: string; required?: true; multiline?: true }> = [
  { name: 'company', autoComplete: 'organization', required: true },
  { name: 'street', autoComplete: 'address-line1', required: true },
  { name: 'streetNumber', autoComplete: 'address-line2', required: true },
  { name: 'postalCode', autoComplete: 'postal-code', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'purchaseOrderNumber' },
  { name: 'costCentre' },
  { name: 'remarks', multiline: true },
];
const idOf = (name: string) => `options-${name}`;
const FIELD_IDS = Object.fromEntries(FIELDS.map((field) => [field.name, idOf(field.name)]));

/**
 * The step „Rechnungsadresse und Bestellangaben“ (update-order-options, SPEC §5 rules): prefilled with what the cart
 * holds, else with the member's own address (registration or personal data), so nothing typed once is asked again.
 * Saved before the next step; problems in the error summary on top.
 */
export function OrderOptionsForm({ cart, next, fromReview }: CheckoutStepProps) {
  const suggested = !cart.options && cart.suggestedOptions ? cart.suggestedOptions : null;
  const form = useForm(orderOptionsSchema, cart.options ?? suggested ?? EMPTY_OPTIONS);
  const [updateOrderOptions] = useUpdateOrderOptionsMutation();

  const submit = form.handleSubmit(async (value) => {
    try {
      await updateOrderOptions(value).unwrap();
      next();
    } catch (failed) {
      form.fail(failureOf(failed));
    }
  });

  return (
    <SummaryForm className="amb-cart-options" form={form} fieldIds={FIELD_IDS} onSubmit={submit}>
      {suggested ? <p className="amb-cart-options__suggested">{CHECKOUT_TEXTS.suggestedAddress}</p> : null}
      <div className="amb-cart-options__grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={idOf(field.name)}
            label={FIELD_LABELS[field.name]}
            autoComplete={field.autoComplete}
            required={field.required}
            multiline={field.multiline}
            {...form.field(field.name)}
          />
        ))}
      </div>
      <SubmitButton busy={form.busy}>
        {fromReview ? CHECKOUT_TEXTS.backToReview : CHECKOUT_TEXTS.saveAndNext}
      </SubmitButton>
    </SummaryForm>
  );
}
