import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { emailSchema, firstNameSchema, VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { FormStatus } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { SummaryForm, prefixedFieldIds } from './SummaryForm';
import { TextField } from './TextField';
import { useForm } from './useForm';

const schema = object({ firstname: firstNameSchema, email: emailSchema });
const IDS = prefixedFieldIds('contact', ['firstname', 'email']);

function ContactForm({ send }: { send: (value: { firstname: string; email: string }) => Promise<string> }) {
  const form = useForm(schema, { firstname: '', email: '' });
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const message = await send(value);
      form.reset({ firstname: '', email: '' });
      form.setStatus(message);
    } catch {
      form.fail({
        status: 400,
        code: null,
        message: 'Der Dienst ist gerade nicht erreichbar.',
        fields: { email: 'Diese Adresse ist gesperrt' },
      });
    }
  });
  return (
    <SummaryForm form={form} fieldIds={IDS} onSubmit={onSubmit} aria-label="Kontakt">
      <FormStatus message={form.status} takeFocus />
      <TextField id={IDS.firstname!} label="Vorname" {...form.field('firstname')} />
      <TextField id={IDS.email!} label="E-Mail-Adresse" {...form.field('email')} />
      <SubmitButton busy={form.busy}>Senden</SubmitButton>
    </SummaryForm>
  );
}

describe('SummaryForm', () => {
  it('a failed submit puts the focus on the summary, which links each message to its field in the form order', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<ContactForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    const summary = screen.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [VALIDATION_MESSAGES.firstNameRequired, '#contact-firstname'],
      [VALIDATION_MESSAGES.emailRequired, '#contact-email'],
    ]);
    await user.click(links[1]!);
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("the server's answer shows in the summary too: its general message first, then the fields", async () => {
    const user = userEvent.setup();
    render(<ContactForm send={() => Promise.reject(new Error('down'))} />);
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.de');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Der Dienst ist gerade nicht erreichbar.');
    expect(screen.getByRole('link', { name: 'Diese Adresse ist gesperrt' })).toHaveAttribute('href', '#contact-email');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('while sending the button keeps the focus (never the body) and a second submit is ignored; then the message takes it', async () => {
    let answer: (message: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<ContactForm send={send} />);
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@example.de' } });
    const button = screen.getByRole('button', { name: 'Senden' });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);

    answer('Vielen Dank, Ihre Nachricht ist da.');
    await act(() => Promise.resolve());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Vielen Dank, Ihre Nachricht ist da.');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
