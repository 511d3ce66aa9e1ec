import {
  APPOINTMENT_CHANNEL_LABELS,
  APPOINTMENT_CHANNELS,
  APPOINTMENT_TEXTS,
  APPOINTMENT_TOPICS,
  type AppointmentSlot,
} from '@amb/shared-contracts/services';
import { appointmentBookingSchema } from '@amb/shared-contracts/schemas';
import {
  ErrorSummary,
  failureOf,
  FormAlert,
  RadioGroup,
  SelectField,
  SubmitButton,
  summaryEntries,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { useBookMutation } from './appointmentsApi';
import { SlotPicker } from './SlotPicker';

const FIELD_ORDER = ['startsAt', 'channel', 'phone', 'topic', 'note'];
const FIELD_IDS = {
  startsAt: 'appointment-slot-day',
  channel: 'appointment-channel',
  topic: 'appointment-topic',
  phone: 'appointment-phone',
  note: 'appointment-note',
} as const;
const fieldId = (name: string) => (FIELD_IDS as Record<string, string | undefined>)[name] ?? name;

/**
 * A consultation: a free slot, phone or video, a topic and an optional note. The shared schema checks it here
 * and again on the server; a slot someone else took meanwhile comes back as the server's German message.
 */
export function BookingForm({
  slots,
  phone,
  onBooked,
}: {
  slots: readonly AppointmentSlot[];
  phone: string;
  onBooked: (message: string) => void;
}) {
  const empty = { startsAt: '', channel: 'video', topic: '', note: '', phone };
  const form = useForm(appointmentBookingSchema, empty);
  const [book] = useBookMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const { message } = await book(value).unwrap();
      form.reset(empty);
      onBooked(message);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="account-form" data-error-summary>
      <ErrorSummary entries={summaryEntries(form.errors, FIELD_ORDER, fieldId, form.alert)} attempt={form.attempt} />
      <SlotPicker
        id="appointment-slot"
        slots={slots}
        value={form.values.startsAt}
        onChange={(startsAt) => form.setValue('startsAt', startsAt)}
        error={form.errors.startsAt}
      />
      <RadioGroup
        id={FIELD_IDS.channel}
        legend={APPOINTMENT_TEXTS.channelLegend}
        choices={APPOINTMENT_CHANNELS.map((channel) => ({
          value: channel,
          label: APPOINTMENT_CHANNEL_LABELS[channel],
        }))}
        value={form.values.channel}
        onChange={(channel) => form.setValue('channel', channel)}
        error={form.errors.channel}
      />
      {form.values.channel === 'phone' ? (
        <TextField
          id={FIELD_IDS.phone}
          label={APPOINTMENT_TEXTS.phoneLabel}
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
      ) : null}
      <SelectField
        id={FIELD_IDS.topic}
        label={APPOINTMENT_TEXTS.topicLabel}
        placeholder="Bitte wählen"
        options={APPOINTMENT_TOPICS}
        {...form.field('topic')}
      />
      <TextField id={FIELD_IDS.note} label={APPOINTMENT_TEXTS.noteLabel} multiline {...form.field('note')} />
      <FormAlert message={form.alert} />
      <SubmitButton busy={form.busy}>{APPOINTMENT_TEXTS.book}</SubmitButton>
    </form>
  );
}
