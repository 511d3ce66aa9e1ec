import type { EventManager } from '@amb/shared-contracts/core';

/** The phone number as a tel: address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "Ihr Ansprechpartner": who answers questions about the theme, by phone or e-mail. */
export function ContactPerson({ manager }: { manager: EventManager }) {
  return (
    <section className="cat-theme__section cat-contact" aria-labelledby="cat-contact-heading">
      <h2 id="cat-contact-heading">Ihr Ansprechpartner</h2>
      <div className="cat-contact__body">
        {/* Lazy: below the fold, and React then adds no preload link before the remote's root on the server. */}
        <img
          className="cat-contact__photo"
          src={manager.photoUrl}
          alt={manager.name}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="cat-contact__name">{manager.name}</p>
          <p>
            Telefon: <a href={telHref(manager.phone)}>{manager.phone}</a>
          </p>
          <p>
            E-Mail: <a href={`mailto:${manager.email}`}>{manager.email}</a>
          </p>
        </div>
      </div>
    </section>
  );
}
