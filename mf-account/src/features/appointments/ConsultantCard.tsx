import type { ConsultantResponse } from '@amb/shared-contracts/services';
import { APPOINTMENT_TEXTS, postalRegionsLabel } from '@amb/shared-contracts/services';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who advises the member: photo, name, why this person, phone, e-mail, regions and rubrics. */
export function ConsultantCard({ consultant, basis }: ConsultantResponse) {
  return (
    <section className="account-section account-consultant" aria-labelledby="account-consultant-heading">
      <h2 id="account-consultant-heading" className="account-section__title">
        {APPOINTMENT_TEXTS.consultantHeading}
      </h2>
      <div className="account-consultant__body">
        <img className="account-consultant__photo" src={consultant.photoUrl} alt="" width={80} height={80} />
        <div>
          <p className="account-consultant__name">{consultant.name}</p>
          <p className="account-consultant__basis">{APPOINTMENT_TEXTS.basis[basis]}</p>
          <p>
            Telefon: <a href={telHref(consultant.phone)}>{consultant.phone}</a>
            <br />
            E-Mail: <a href={`mailto:${consultant.email}`}>{consultant.email}</a>
          </p>
          <p className="account-consultant__scope">
            {[postalRegionsLabel(consultant.postalRegions), consultant.rubrics.map((r) => r.name).join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
    </section>
  );
}
