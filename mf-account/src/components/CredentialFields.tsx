import { TextField, type TextFieldProps } from '@amb/remote-kit';

type CredentialFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

/** The e-mail address of an account (login, registration, reset request, new login e-mail). */
export function EmailField({ label = 'E-Mail-Adresse', required = true, ...field }: CredentialFieldProps) {
  return <TextField type="email" autoComplete="email" label={label} required={required} {...field} />;
}

/** A password the member knows; `autoComplete="new-password"` for one being chosen. */
export function PasswordField({
  label = 'Passwort',
  required = true,
  autoComplete = 'current-password',
  ...field
}: CredentialFieldProps) {
  return <TextField type="password" label={label} required={required} autoComplete={autoComplete} {...field} />;
}

/** A password being chosen, with the minimum length as hint (the shared schema checks it). */
export function NewPasswordField(field: CredentialFieldProps) {
  return <PasswordField autoComplete="new-password" hint="Mindestens 8 Zeichen" {...field} />;
}
