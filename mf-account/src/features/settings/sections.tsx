import {
  CheckboxField,
  CheckboxGroup,
  FormAlert,
  FormStatus,
  SelectField,
  SubmitButton,
  TextField,
  failureOf,
  useForm,
} from '@amb/remote-kit';
import { useState, type ReactNode } from 'react';
import {
  AUTH_MESSAGES,
  advertisingSchema,
  brFunctionsSchema,
  countrySchema,
  hotelPreferencesSchema,
  loginEmailSchema,
  marketingPreferencesSchema,
  membershipsSchema,
  passwordChangeSchema,
  personalDataSchema,
  type AdvertisingInput,
  type HotelPreferences,
  type MarketingPreferences,
  type PersonalData,
} from '@amb/shared-contracts';
import { PersonalFields } from '../../components/PersonalFields';
import {
  useSaveAdvertisingMutation,
  useSaveBrFunctionsMutation,
  useSaveCountryMutation,
  useSaveHotelMutation,
  useSaveLoginEmailMutation,
  useSaveMarketingMutation,
  useSaveMembershipsMutation,
  useSavePasswordMutation,
  useSavePersonalDataMutation,
} from './settingsApi';

/** One form saves two resources (advertising consent, marketing preferences): both schemas at once. */
const marketingSchema = advertisingSchema.concat(marketingPreferencesSchema);

type Marketing = AdvertisingInput & MarketingPreferences;

type Form = { setStatus: (message: string) => void; fail: (failure: ReturnType<typeof failureOf>) => void };

/** Runs one save; success shows `message`, a failure the server's German messages. */
async function save(form: Form, call: () => Promise<unknown>, message: string = AUTH_MESSAGES.saved) {
  try {
    await call();
    form.setStatus(message);
  } catch (error) {
    form.fail(failureOf(error));
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="account-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Footer({ form }: { form: { alert: string | null; status: string | null; busy: boolean } }) {
  return (
    <>
      <FormAlert message={form.alert} />
      <FormStatus message={form.status} />
      <SubmitButton busy={form.busy}>Speichern</SubmitButton>
    </>
  );
}

export function PersonalDataSection({ initial }: { initial: PersonalData }) {
  const form = useForm(personalDataSchema, initial);
  const [savePersonalData] = useSavePersonalDataMutation();
  const onSubmit = form.handleSubmit((value) => save(form, () => savePersonalData(value).unwrap()));
  return (
    <Section id="settings-personal" title="Persönliche Daten">
      <form noValidate onSubmit={onSubmit}>
        <PersonalFields idPrefix="personal" values={form.values} errors={form.errors} onChange={form.setValue} />
        <Footer form={form} />
      </form>
    </Section>
  );
}

export function LoginEmailSection({ currentEmail }: { currentEmail: string }) {
  const [shownEmail, setShownEmail] = useState(currentEmail);
  const form = useForm(loginEmailSchema, { email: '', password: '' });
  const [saveLoginEmail] = useSaveLoginEmailMutation();
  const onSubmit = form.handleSubmit((value) =>
    save(form, async () => {
      await saveLoginEmail(value).unwrap();
      setShownEmail(value.email);
      form.reset({ email: '', password: '' });
    }),
  );
  return (
    <Section id="settings-login-email" title="Login-E-Mail ändern">
      <p className="account-page__text">
        Aktuelle Login-E-Mail: <strong>{shownEmail}</strong>
      </p>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email-new"
          label="Neue E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          error={form.errors.email}
          onChange={(value) => form.setValue('email', value)}
        />
        <TextField
          id="login-email-password"
          label="Passwort zur Bestätigung"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          error={form.errors.password}
          onChange={(value) => form.setValue('password', value)}
        />
        <Footer form={form} />
      </form>
    </Section>
  );
}

export function PasswordSection() {
  const empty = { currentPassword: '', newPassword: '' };
  const form = useForm(passwordChangeSchema, empty);
  const [savePassword] = useSavePasswordMutation();
  const onSubmit = form.handleSubmit((value) =>
    save(
      form,
      async () => {
        await savePassword(value).unwrap();
        form.reset(empty);
      },
      AUTH_MESSAGES.passwordChanged,
    ),
  );
  return (
    <Section id="settings-password" title="Passwort ändern">
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="password-current"
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.currentPassword}
          error={form.errors.currentPassword}
          onChange={(value) => form.setValue('currentPassword', value)}
        />
        <TextField
          id="password-new"
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          required
          hint="Mindestens 8 Zeichen"
          value={form.values.newPassword}
          error={form.errors.newPassword}
          onChange={(value) => form.setValue('newPassword', value)}
        />
        <Footer form={form} />
      </form>
    </Section>
  );
}

const MARKETING_LABELS: Array<[keyof Marketing, string]> = [
  ['advertisingOptIn', 'Ich möchte Werbung und Angebote per E-Mail erhalten'],
  ['newsletter', 'Newsletter'],
  ['events', 'Hinweise auf Veranstaltungen'],
  ['magazine', 'Magazin'],
];

export function MarketingSection({ initial }: { initial: Marketing }) {
  const form = useForm(marketingSchema, initial);
  const [saveAdvertising] = useSaveAdvertisingMutation();
  const [saveMarketing] = useSaveMarketingMutation();
  const onSubmit = form.handleSubmit(({ advertisingOptIn, newsletter, events, magazine }) =>
    save(form, async () => {
      await saveAdvertising({ advertisingOptIn }).unwrap();
      await saveMarketing({ newsletter, events, magazine }).unwrap();
    }),
  );
  return (
    <Section id="settings-marketing" title="Werbung & Marketing">
      <form noValidate onSubmit={onSubmit}>
        {MARKETING_LABELS.map(([name, label]) => (
          <CheckboxField
            key={name}
            id={`marketing-${name}`}
            label={label}
            checked={form.values[name]}
            onChange={(checked) => form.setValue(name, checked)}
          />
        ))}
        <Footer form={form} />
      </form>
    </Section>
  );
}

const HOTEL_LABELS: Array<[Exclude<keyof HotelPreferences, 'note'>, string]> = [
  ['singleRoom', 'Einzelzimmer'],
  ['nonSmoking', 'Nichtraucherzimmer'],
  ['barrierFree', 'Barrierefreies Zimmer'],
];

export function HotelSection({ initial }: { initial: HotelPreferences }) {
  const form = useForm(hotelPreferencesSchema, initial);
  const [saveHotel] = useSaveHotelMutation();
  const onSubmit = form.handleSubmit((value) => save(form, () => saveHotel(value).unwrap()));
  return (
    <Section id="settings-hotel" title="Hotelpräferenzen">
      <form noValidate onSubmit={onSubmit}>
        {HOTEL_LABELS.map(([name, label]) => (
          <CheckboxField
            key={name}
            id={`hotel-${name}`}
            label={label}
            checked={form.values[name]}
            onChange={(checked) => form.setValue(name, checked)}
          />
        ))}
        <TextField
          id="hotel-note"
          label="Anmerkungen zum Hotel"
          multiline
          hint="Höchstens 500 Zeichen"
          value={form.values.note}
          error={form.errors.note}
          onChange={(value) => form.setValue('note', value)}
        />
        <Footer form={form} />
      </form>
    </Section>
  );
}

export function BrFunctionsSection({ initial, options }: { initial: string[]; options: readonly string[] }) {
  const form = useForm(brFunctionsSchema, { brFunctions: initial });
  const [saveBrFunctions] = useSaveBrFunctionsMutation();
  const onSubmit = form.handleSubmit((value) => save(form, () => saveBrFunctions(value).unwrap()));
  return (
    <Section id="settings-br-functions" title="BR-Funktionen">
      <form noValidate onSubmit={onSubmit}>
        <CheckboxGroup
          id="br-functions"
          legend="Ihre Funktionen im Gremium"
          options={options}
          selected={form.values.brFunctions}
          error={form.errors.brFunctions}
          onChange={(selected) => form.setValue('brFunctions', selected)}
        />
        <Footer form={form} />
      </form>
    </Section>
  );
}

export function CountrySection({ initial, countries }: { initial: string; countries: readonly string[] }) {
  const form = useForm(countrySchema, { country: initial });
  const [saveCountry] = useSaveCountryMutation();
  const onSubmit = form.handleSubmit((value) => save(form, () => saveCountry(value).unwrap()));
  return (
    <Section id="settings-country" title="Land">
      <form noValidate onSubmit={onSubmit}>
        <SelectField
          id="country"
          label="Land"
          placeholder="Bitte wählen"
          options={countries}
          required
          value={form.values.country}
          error={form.errors.country}
          onChange={(value) => form.setValue('country', value)}
        />
        <Footer form={form} />
      </form>
    </Section>
  );
}

export function MembershipsSection({ initial, options }: { initial: string[]; options: readonly string[] }) {
  const form = useForm(membershipsSchema, { memberships: initial });
  const [saveMemberships] = useSaveMembershipsMutation();
  const onSubmit = form.handleSubmit((value) => save(form, () => saveMemberships(value).unwrap()));
  return (
    <Section id="settings-memberships" title="Mitgliedschaften">
      <form noValidate onSubmit={onSubmit}>
        <CheckboxGroup
          id="memberships"
          legend="Gewerkschaftliche Mitgliedschaften"
          options={options}
          selected={form.values.memberships}
          error={form.errors.memberships}
          onChange={(selected) => form.setValue('memberships', selected)}
        />
        <Footer form={form} />
      </form>
    </Section>
  );
}
