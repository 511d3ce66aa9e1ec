import { COMMITTEE_MESSAGES, COMMITTEE_TEXTS as T, type CommitteeSettings } from '@amb/shared-contracts/member';
import { BOARD_OPTIONS, committeeSettingsSchema } from '@amb/shared-contracts/schemas';
import {
  failureOf,
  FormStatus,
  PageState,
  SelectField,
  SubmitButton,
  SummaryForm,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { CommitteeFrame } from './CommitteeFrame';
import { useCommitteeSettingsQuery, useSaveCommitteeSettingsMutation } from './committeeApi';

const BOARD_CHOICES = Object.entries(BOARD_OPTIONS).map(([value, label]) => ({ value, label }));
const idOf = (name: string) => `committee-${name}`;

const LABELS: [keyof Omit<CommitteeSettings, 'hotelOverNightOption'>, string][] = [
  ['name', 'Name des Gremiums'],
  ['company', 'Firma'],
  ['street', 'Straße'],
  ['streetNumber', 'Hausnummer'],
  ['postalCode', 'PLZ'],
  ['city', 'Ort'],
  ['costCentre', 'Kostenstelle (optional)'],
];
const FIELD_IDS = Object.fromEntries(
  [...LABELS.map(([name]) => name), 'hotelOverNightOption'].map((name) => [name, idOf(name)]),
);

function SettingsForm({ initial, editable }: { initial: CommitteeSettings; editable: boolean }) {
  // The select holds any string until the schema checks it (an unknown option gets the SPEC §5 message).
  const values: Omit<CommitteeSettings, 'hotelOverNightOption'> & { hotelOverNightOption: string } = initial;
  const form = useForm(committeeSettingsSchema, values);
  const [save] = useSaveCommitteeSettingsMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await save(value).unwrap();
      form.setStatus(COMMITTEE_MESSAGES.settingsSaved);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return (
    <SummaryForm form={form} fieldIds={FIELD_IDS} onSubmit={onSubmit} className="account-form">
      <fieldset disabled={!editable}>
        <legend className="account-section__title">Rechnungsadresse und Voreinstellungen</legend>
        {LABELS.map(([name, label]) => (
          <TextField key={name} id={idOf(name)} label={label} {...form.field(name)} />
        ))}
        <SelectField
          id={idOf('hotelOverNightOption')}
          label="Verpflegung/Übernachtung (Voreinstellung)"
          placeholder="Bitte wählen"
          options={BOARD_CHOICES}
          {...form.field('hotelOverNightOption')}
        />
      </fieldset>
      <FormStatus message={form.status} />
      {editable ? <SubmitButton busy={form.busy}>{T.settingsSave}</SubmitButton> : null}
    </SummaryForm>
  );
}

/** `/meinamb/gremium-einstellungen`: the committee's name, billing address and defaults; only its manager edits. */
export function CommitteeSettingsPage() {
  return <CommitteeFrame>{() => <SettingsContent />}</CommitteeFrame>;
}

function SettingsContent() {
  const settings = useCommitteeSettingsQuery();
  if (settings.error) return <PageState kind="error" message={failureOf(settings.error).message} />;
  if (!settings.data) return <PageState kind="loading" />;
  const { editable } = settings.data;
  return (
    <>
      <p className="account-page__text">
        {editable
          ? 'Diese Angaben tragen wir als Rechnungsadresse und Kostenstelle in die Warenkörbe Ihrer Mitglieder ein.'
          : T.settingsReadOnly}
      </p>
      <SettingsForm initial={settings.data.settings} editable={editable} />
    </>
  );
}
