import { CheckboxGroup, SelectField, TextField } from '@amb/remote-kit';
import { useState } from 'react';
import {
  AUTH_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
  type HotelPreferences,
  type LoginEmailSavedResponse,
  type MarketingPreferences,
  type PersonalData,
} from '@amb/shared-contracts/core';
import {
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
  type PasswordChangeInput,
} from '@amb/shared-contracts/schemas';
import type { AnyObjectSchema } from 'yup';
import { EmailField, NewPasswordField, PasswordField } from '../../components/CredentialFields';
import { PersonalFields, personalFieldIds } from '../../components/PersonalFields';
import { Checkboxes, SectionForm, useSectionForm } from './SectionForm';
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

const MARKETING_LABELS: Array<[keyof Marketing, string]> = [
  ['advertisingOptIn', 'Ich möchte Werbung und Angebote per E-Mail erhalten'],
  ['newsletter', 'Newsletter'],
  ['events', 'Hinweise auf Veranstaltungen'],
  ['magazine', 'Magazin'],
];

const HOTEL_LABELS: Array<[Exclude<keyof HotelPreferences, 'note'>, string]> = [
  ['singleRoom', 'Einzelzimmer'],
  ['nonSmoking', 'Nichtraucherzimmer'],
  ['barrierFree', 'Barrierefreies Zimmer'],
];

type ChoiceName = 'brFunctions' | 'memberships';
type Choices<N extends ChoiceName> = Record<N, string[]>;
type ChoicesProps = { initial: string[]; options: readonly string[] };

/** Field id, section title and legend of the two lists of options the api offers. */
const CHOICE_TEXTS: Record<ChoiceName, [id: string, title: string, legend: string]> = {
  brFunctions: ['br-functions', 'BR-Funktionen', 'Ihre Funktionen im Gremium'],
  memberships: ['memberships', 'Mitgliedschaften', 'Gewerkschaftliche Mitgliedschaften'],
};

/** A section choosing a subset of the options the api offers, saved as one list. */
function ChoicesSection<N extends ChoiceName>({
  name,
  schema,
  saveList,
  initial,
  options,
}: ChoicesProps & {
  name: N;
  /** The shared schema of the one list `name`. */
  schema: AnyObjectSchema;
  saveList: (value: Choices<N>) => { unwrap: () => Promise<unknown> };
}) {
  const [id, title, legend] = CHOICE_TEXTS[name];
  const form = useSectionForm(schema, { [name]: initial } as Choices<N>, (value: Choices<N>) =>
    saveList(value).unwrap(),
  );
  return (
    <SectionForm id={`settings-${id}`} title={title} form={form} fieldIds={{ [name]: `${id}-0` }}>
      <CheckboxGroup
        id={id}
        legend={legend}
        options={options}
        selected={form.values[name]}
        error={form.errors[name]}
        onChange={(selected) => form.setValue(name, selected)}
      />
    </SectionForm>
  );
}

export function PersonalDataSection({ initial }: { initial: PersonalData }) {
  const [savePersonalData] = useSavePersonalDataMutation();
  const form = useSectionForm(personalDataSchema, initial, (value) => savePersonalData(value).unwrap());
  return (
    <SectionForm id="settings-personal" title="Persönliche Daten" form={form} fieldIds={personalFieldIds('personal')}>
      <PersonalFields idPrefix="personal" values={form.values} errors={form.errors} onChange={form.setValue} />
    </SectionForm>
  );
}

/**
 * The login e-mail: a new address gets a confirmation link and shows as pending until it is confirmed (the
 * current address stays the login until then).
 */
export function LoginEmailSection({
  currentEmail,
  pendingEmail,
}: {
  currentEmail: string;
  pendingEmail: string | null;
}) {
  const empty = { email: '', password: '' };
  const [shown, setShown] = useState({ email: currentEmail, pending: pendingEmail });
  const [saveLoginEmail] = useSaveLoginEmailMutation();
  const form = useSectionForm(
    loginEmailSchema,
    empty,
    async (value) => {
      const answer = await saveLoginEmail(value).unwrap();
      setShown((before) => ({ email: answer.email, pending: answer.pendingEmail ?? before.pending }));
      form.reset(empty);
      return answer;
    },
    (answer) => (answer as LoginEmailSavedResponse).message,
  );
  const intro = (
    <>
      <p className="account-page__text">
        Aktuelle Login-E-Mail: <strong>{shown.email}</strong>
      </p>
      {shown.pending ? (
        <p className="account-page__text account-settings__pending">
          {EMAIL_CONFIRMATION_MESSAGES.pendingChange(shown.pending)}
        </p>
      ) : null}
    </>
  );
  return (
    <SectionForm
      id="settings-login-email"
      title="Login-E-Mail ändern"
      form={form}
      fieldIds={{ email: 'login-email-new', password: 'login-email-password' }}
      intro={intro}
    >
      <EmailField id="login-email-new" label="Neue E-Mail-Adresse" {...form.field('email')} />
      <PasswordField id="login-email-password" label="Passwort zur Bestätigung" {...form.field('password')} />
    </SectionForm>
  );
}

export function PasswordSection() {
  const empty = { currentPassword: '', newPassword: '' };
  const [savePassword] = useSavePasswordMutation();
  const saveValue = async (value: PasswordChangeInput) => {
    await savePassword(value).unwrap();
    form.reset(empty);
  };
  const form = useSectionForm(passwordChangeSchema, empty, saveValue, AUTH_MESSAGES.passwordChanged);
  return (
    <SectionForm
      id="settings-password"
      title="Passwort ändern"
      form={form}
      fieldIds={{ currentPassword: 'password-current', newPassword: 'password-new' }}
    >
      <PasswordField id="password-current" label="Aktuelles Passwort" {...form.field('currentPassword')} />
      <NewPasswordField id="password-new" label="Neues Passwort" {...form.field('newPassword')} />
    </SectionForm>
  );
}

export function MarketingSection({ initial }: { initial: Marketing }) {
  const [saveAdvertising] = useSaveAdvertisingMutation();
  const [saveMarketing] = useSaveMarketingMutation();
  const form = useSectionForm(marketingSchema, initial, async ({ advertisingOptIn, newsletter, events, magazine }) => {
    await saveAdvertising({ advertisingOptIn }).unwrap();
    await saveMarketing({ newsletter, events, magazine }).unwrap();
  });
  return (
    <SectionForm
      id="settings-marketing"
      title="Werbung & Marketing"
      form={form}
      fieldIds={Object.fromEntries(MARKETING_LABELS.map(([name]) => [name, `marketing-${name}`]))}
    >
      <Checkboxes idPrefix="marketing" labels={MARKETING_LABELS} values={form.values} onChange={form.setValue} />
    </SectionForm>
  );
}

export function HotelSection({ initial }: { initial: HotelPreferences }) {
  const [saveHotel] = useSaveHotelMutation();
  const form = useSectionForm(hotelPreferencesSchema, initial, (value) => saveHotel(value).unwrap());
  return (
    <SectionForm
      id="settings-hotel"
      title="Hotelpräferenzen"
      form={form}
      fieldIds={{ ...Object.fromEntries(HOTEL_LABELS.map(([name]) => [name, `hotel-${name}`])), note: 'hotel-note' }}
    >
      <Checkboxes idPrefix="hotel" labels={HOTEL_LABELS} values={form.values} onChange={form.setValue} />
      <TextField
        id="hotel-note"
        label="Anmerkungen zum Hotel"
        multiline
        hint="Höchstens 500 Zeichen"
        {...form.field('note')}
      />
    </SectionForm>
  );
}

export function CountrySection({ initial, countries }: { initial: string; countries: readonly string[] }) {
  const [saveCountry] = useSaveCountryMutation();
  const form = useSectionForm(countrySchema, { country: initial }, (value) => saveCountry(value).unwrap());
  return (
    <SectionForm id="settings-country" title="Land" form={form} fieldIds={{ country: 'country' }}>
      <SelectField
        id="country"
        label="Land"
        placeholder="Bitte wählen"
        options={countries}
        required
        {...form.field('country')}
      />
    </SectionForm>
  );
}

export function BrFunctionsSection(props: ChoicesProps) {
  const [saveList] = useSaveBrFunctionsMutation();
  return <ChoicesSection name="brFunctions" schema={brFunctionsSchema} saveList={saveList} {...props} />;
}

export function MembershipsSection(props: ChoicesProps) {
  const [saveList] = useSaveMembershipsMutation();
  return <ChoicesSection name="memberships" schema={membershipsSchema} saveList={saveList} {...props} />;
}
