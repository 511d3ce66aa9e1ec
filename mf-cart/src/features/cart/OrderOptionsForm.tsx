import type { OrderOptions, ShoppingCartResponse } from '@amb/shared-contracts/core';
import { orderOptionsSchema } from '@amb/shared-contracts/schemas';
import { Card, FormAlert, FormStatus, SubmitButton, TextField, failureOf, useForm } from '@amb/remote-kit';
import { useUpdateOrderOptionsMutation } from '../../components/shoppingCartApi';
import { CART_TEXTS, FIELD_LABELS } from './cartTexts';

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

/** The order options (update-order-options): billing address with the SPEC §5 rules, order number, cost centre, remarks. */
export function OrderOptionsForm({ cart }: { cart: ShoppingCartResponse }) {
  const form = useForm(orderOptionsSchema, cart.options ?? EMPTY_OPTIONS);
  const [updateOrderOptions] = useUpdateOrderOptionsMutation();

  const submit = form.handleSubmit(async (value) => {
    try {
      await updateOrderOptions(value).unwrap();
      form.setStatus(CART_TEXTS.optionsSaved);
    } catch (failed) {
      form.fail(failureOf(failed));
    }
  });

  return (
    <Card heading={CART_TEXTS.optionsHeading} className="amb-cart-options" aria-label={CART_TEXTS.optionsHeading}>
      <form noValidate onSubmit={submit}>
        <FormAlert message={form.alert} />
        <div className="amb-cart-options__grid">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`options-${field.name}`}
              label={FIELD_LABELS[field.name]}
              autoComplete={field.autoComplete}
              required={field.required}
              multiline={field.multiline}
              {...form.field(field.name)}
            />
          ))}
        </div>
        <SubmitButton busy={form.busy}>{CART_TEXTS.optionsSave}</SubmitButton>
        <FormStatus message={form.status} />
      </form>
    </Card>
  );
}
