import { ACADEMY_CONTACT } from '@amb/shared-contracts/core';
import { CONTACT_TOPICS, SALUTATIONS, contactRequestSchema } from '@amb/shared-contracts/schemas';
import { personFields, RequestForm } from '../../components/RequestForm';
import './contact.css';

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

/** The contact form on the one request form: the shared schema checks it here and again in the api. */
function ContactForm() {
  return (
    <section className="account-contact__form" aria-labelledby="contact-form">
      <h2 id="contact-form" className="account-section__title">
        Schreiben Sie uns
      </h2>
      <RequestForm
        kind="contact"
        schema={contactRequestSchema}
        submitLabel="Nachricht senden"
        sections={[
          {
            title: 'Ihr Anliegen',
            fields: [
              { name: 'topic', kind: 'select', label: 'Betreff', options: CONTACT_TOPICS },
              { name: 'message', kind: 'textarea', label: 'Ihre Nachricht' },
            ],
          },
          {
            title: 'Ihre Kontaktdaten',
            fields: [
              ...personFields(SALUTATIONS),
              {
                name: 'phone',
                kind: 'tel',
                label: 'Telefon',
                optional: true,
                autoComplete: 'tel',
                hint: 'Für einen Rückruf, wenn Ihnen das lieber ist.',
              },
            ],
          },
        ]}
      />
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
