import { berlinDayRange } from '@amb/shared-contracts/core';
import { FEEDBACK_MESSAGES, FEEDBACK_RATINGS, type FeedbackEvent } from '@amb/shared-contracts/member';
import { feedbackSchema } from '@amb/shared-contracts/schemas';
import {
  EmptyState,
  failureOf,
  FormAlert,
  FormStatus,
  PageState,
  RadioGroup,
  SelectField,
  SubmitButton,
  SummaryForm,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useFeedbackEventsQuery, useSendFeedbackMutation } from './feedbackApi';

const EMPTY = { eventId: '', rating: '', message: '' };
const FIELD_IDS = { eventId: 'feedback-event', rating: 'feedback-rating-1', message: 'feedback-message' };

const RATING_CHOICES = FEEDBACK_RATINGS.map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? 'Stern' : 'Sterne'}${n === 1 ? ' – nicht zufrieden' : n === 5 ? ' – sehr zufrieden' : ''}`,
}));

const eventLabel = (event: FeedbackEvent) => `${event.title} (${berlinDayRange(event.startDate, event.endDate)})`;

function FeedbackForm({ events, onSent }: { events: FeedbackEvent[]; onSent: () => void }) {
  const form = useForm(feedbackSchema, EMPTY);
  const [send] = useSendFeedbackMutation();
  const open = events.filter((event) => !event.feedbackGiven);
  const rated = events.filter((event) => event.feedbackGiven);

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await send(value).unwrap();
      form.reset(EMPTY);
      form.setStatus(FEEDBACK_MESSAGES.thanks);
      onSent();
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  return (
    <>
      {/* Sent: the form starts anew (or goes, when nothing is left to rate); the focus goes to the thanks. */}
      <FormStatus message={form.status} takeFocus />
      {open.length > 0 && (
        <SummaryForm form={form} fieldIds={FIELD_IDS} onSubmit={onSubmit} className="account-form">
          <SelectField
            id="feedback-event"
            label="Seminar"
            placeholder="Bitte wählen"
            options={open.map((event) => ({ value: String(event.eventId), label: eventLabel(event) }))}
            {...form.field('eventId')}
          />
          <RadioGroup
            id="feedback-rating"
            legend="Ihre Bewertung"
            choices={RATING_CHOICES}
            value={form.values.rating}
            onChange={(value) => form.setValue('rating', value)}
            error={form.errors.rating}
          />
          <TextField
            id="feedback-message"
            label="Ihre Nachricht"
            hint="Was hat Ihnen gefallen, was können wir besser machen?"
            multiline
            {...form.field('message')}
          />
          <SubmitButton busy={form.busy}>Feedback senden</SubmitButton>
        </SummaryForm>
      )}
      {rated.length > 0 && (
        <section className="account-section" aria-labelledby="feedback-rated">
          <h2 id="feedback-rated" className="account-section__title">
            Bereits bewertet
          </h2>
          <ul>
            {rated.map((event) => (
              <li key={event.eventId}>{eventLabel(event)}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Feedback() {
  const events = useFeedbackEventsQuery();
  if (events.error) return <FormAlert message={failureOf(events.error).message} />;
  if (!events.isSuccess) return <PageState kind="loading" />;
  if (events.data.events.length === 0) return <EmptyState message={FEEDBACK_MESSAGES.noEvents} />;
  return <FeedbackForm events={events.data.events} onSent={() => void events.refetch()} />;
}

/** `/kundenportal/send-feedback`: a participant rates a past seminar once (1–5 stars and a message). */
export function FeedbackPage() {
  return (
    <MemberFrame>
      {() => (
        <>
          <p className="account-page__text">
            Wie war Ihr Seminar? Ihre Bewertung hilft uns und anderen Betriebsräten. Sie können jedes Seminar, an dem
            Sie teilgenommen haben, einmal bewerten.
          </p>
          <Feedback />
        </>
      )}
    </MemberFrame>
  );
}
