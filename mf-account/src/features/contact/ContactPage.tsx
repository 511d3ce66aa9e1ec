import { ACADEMY_CONTACT } from '@amb/shared-contracts/core';
import { CONTACT_TOPICS, SALUTATIONS, contactRequestSchema } from '@amb/shared-contracts/schemas';
import { failureOf, FormStatus, SelectField, SubmitButton, SummaryForm, TextField, useForm } from '@amb/remote-kit';
import { useSendContactRequestMutation } from './contactApi';
import './contact.css';

const EMPTY = { salutation: '', topic: '', firstname: '', lastname: '', email: '', phone: '', message: '' };
/** The fields in the form's order, each with its control's id (the error summary links there). */
const FIELD_IDS = {
  topic: 'contact-topic',
  salutation: 'contact-salutation',
  firstname: 'contact-firstname',
  lastname: 'contact-lastname',
  email: 'contact-email',
  phone: 'contact-phone',
  message: 'contact-message',
};

const telHref = (phone: string) => `tel:+49${phone.replace(/\D/g, '').replace(/^0/, '')}`;

/** Phone, e-mail, opening hours and address, from the brand config. */
function ContactFacts() {
  const c = ACADEMY_CONTACT;
  return (
    <section className="account-contact__facts" aria-labelledby="contact-ways">
      <h2 id="contact-ways" className="account-section__title">
        So erreichen Sie uns
      </h2>
      <dl>
        <div>
          <dt>Telefon</dt>
          <dd>
            <a href={telHref(c.phone)}>{c.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-Mail</dt>
          <dd>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </dd>
        </div>
        <div>
          <dt>Telefonisch erreichbar</dt>
          <dd>
            {c.openingHours.map((line) => (
              <div key={line} className="account-contact__line">
                {line}
              </div>
            ))}
          </dd>
        </div>
        <div>
          <dt>Anschrift</dt>
          <dd>
            <address className="account-contact__address">
              <div className="account-contact__line">{c.name}</div>
              <div className="account-contact__line">{c.street}</div>
              <div className="account-contact__line">
                {c.postalCode} {c.city}
              </div>
            </address>
          </dd>
        </div>
        <div>
          <dt>Fax</dt>
          <dd>{c.fax}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The contact form: the shared schema checks it here and again in the api, whose 400 fields show at the fields. */
function ContactForm() {
  const form = useForm(contactRequestSchema, EMPTY);
  const [send] = useSendContactRequestMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const { message } = await send(value).unwrap();
      form.reset(EMPTY);
      form.setStatus(message);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return (
    <section className="account-contact__form" aria-labelledby="contact-form">
      <h2 id="contact-form" className="account-section__title">
        Schreiben Sie uns
      </h2>
      {/* Sent: the form starts anew, the focus goes to the thanks (never to the page's body). */}
      <FormStatus message={form.status} takeFocus />
      <SummaryForm form={form} fieldIds={FIELD_IDS} onSubmit={onSubmit} className="account-form">
        <SelectField
          id="contact-topic"
          label="Betreff"
          placeholder="Bitte wählen"
          options={CONTACT_TOPICS}
          required
          {...form.field('topic')}
        />
        <SelectField
          id="contact-salutation"
          label="Anrede"
          placeholder="Bitte wählen"
          options={SALUTATIONS}
          required
          {...form.field('salutation')}
        />
        <TextField
          id="contact-firstname"
          label="Vorname"
          autoComplete="given-name"
          required
          {...form.field('firstname')}
        />
        <TextField
          id="contact-lastname"
          label="Nachname"
          autoComplete="family-name"
          required
          {...form.field('lastname')}
        />
        <TextField
          id="contact-email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="contact-phone"
          label="Telefon (optional)"
          hint="Für einen Rückruf, wenn Ihnen das lieber ist."
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
        <TextField id="contact-message" label="Ihre Nachricht" multiline required {...form.field('message')} />
        <SubmitButton busy={form.busy}>Nachricht senden</SubmitButton>
      </SummaryForm>
    </section>
  );
}

/** `/service/kontakt` (main site): the ways to reach the academy and the contact form. */
export function ContactPage() {
  return (
    <div className="account-contact">
      <p className="account-page__text">
        Sie haben eine Frage zu einem Seminar, zu Ihrer Buchung oder zu Ihrem Konto? Rufen Sie uns an oder schreiben Sie
        uns – wir antworten in der Regel innerhalb von zwei Werktagen.
      </p>
      <div className="account-contact__columns">
        <ContactFacts />
        <ContactForm />
      </div>
    </div>
  );
}
