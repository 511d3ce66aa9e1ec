import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { object } from 'yup';
import { emailSchema, VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { useForm } from './useForm';

const schema = object({ email: emailSchema });

function EmailForm({ onValid }: { onValid: (value: { email: string }) => Promise<void> }) {
  const form = useForm(schema, { email: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormAlert message={form.alert} />
      <TextField id="email" label="E-Mail Adresse" type="email" {...form.field('email')} />
      <SubmitButton busy={form.busy}>Weiter</SubmitButton>
    </form>
  );
}

describe('useForm mit den Feldern des Kits', () => {
  it('prüft erst beim Absenden, dann bei jeder Änderung; die Meldung steht unter dem Feld', async () => {
    const onValid = jest.fn().mockResolvedValue(undefined);
    render(<EmailForm onValid={onValid} />);
    const field = screen.getByLabelText('E-Mail Adresse');
    fireEvent.change(field, { target: { value: 'x' } });
    expect(field).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toHaveAttribute('id', 'email-error');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'email-error');
    expect(field).toHaveClass('kit-field__input--invalid');
    await waitFor(() => expect(field).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' anna@example.de ' } });
    expect(screen.queryByText(VALIDATION_MESSAGES.emailInvalid)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'anna@example.de' }));
  });
});
