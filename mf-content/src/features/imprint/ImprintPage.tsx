import { ACADEMY_CONTACT, ACADEMY_LEGAL, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { Page } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import './imprint.css';

const telHref = (phone: string) => `tel:+49${phone.replace(/\D/g, '').replace(/^0/, '')}`;

/** `/impressum` on every site: who provides the sites (§ 5 DDG, § 18 MStV), from the brand config. */
export function ImprintPage({ title }: { title: string }) {
  const siteLink = useSiteLink();
  const c = ACADEMY_CONTACT;
  const l = ACADEMY_LEGAL;
  return (
    <Page title={title}>
      <div className="cnt-imprint">
        <section aria-labelledby="imprint-provider">
          <h2 id="imprint-provider">Anbieter</h2>
          <address>
            <div className="cnt-imprint__line">
              {c.name} {l.legalForm}
            </div>
            <div className="cnt-imprint__line">{c.street}</div>
            <div className="cnt-imprint__line">
              {c.postalCode} {c.city}
            </div>
          </address>
        </section>
        <section aria-labelledby="imprint-contact">
          <h2 id="imprint-contact">Kontakt</h2>
          <dl className="cnt-imprint__facts">
            <div>
              <dt>Telefon</dt>
              <dd>
                <a href={telHref(c.phone)}>{c.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Fax</dt>
              <dd>{c.fax}</dd>
            </div>
            <div>
              <dt>E-Mail</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </dd>
            </div>
          </dl>
          <p>
            Fragen zu Seminaren und Buchungen beantworten wir gern über unser{' '}
            <a href={siteLink(PAGE_ROUTES.contact.path)}>Kontaktformular</a>.
          </p>
        </section>
        <section aria-labelledby="imprint-register">
          <h2 id="imprint-register">Vertretung und Register</h2>
          <dl className="cnt-imprint__facts">
            <div>
              <dt>Vertretungsberechtigte Geschäftsführung</dt>
              <dd>{l.managingDirectors.join(', ')}</dd>
            </div>
            <div>
              <dt>Registergericht</dt>
              <dd>{l.registerCourt}</dd>
            </div>
            <div>
              <dt>Registernummer</dt>
              <dd>{l.registerNumber}</dd>
            </div>
            <div>
              <dt>Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG</dt>
              <dd>{l.vatId}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="imprint-content">
          <h2 id="imprint-content">Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
          <p>
            {l.contentResponsible}, {c.street}, {c.postalCode} {c.city}
          </p>
        </section>
        <section aria-labelledby="imprint-disputes">
          <h2 id="imprint-disputes">Verbraucherstreitbeilegung</h2>
          <p>
            Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen.
          </p>
        </section>
      </div>
    </Page>
  );
}
