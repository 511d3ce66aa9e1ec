import { BRAND_NAME, visibleSocialLinks, type PageGlobals, type SocialLinks } from '@amb/shared-contracts/core';
import { Icon } from '../../components/Icon';
import { Consent } from './Consent';
import { footerColumns, footerLegalLinks } from './footerColumns';
import { Newsletter } from './Newsletter';

const NETWORK_LABELS: Record<keyof SocialLinks, string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
};

const HOUR_MS = 3_600_000;

/**
 * The current year in Berlin. Around New Year Berlin is always on CET (UTC+1, no daylight saving in winter),
 * so its year is the UTC year one hour later. No Intl.DateTimeFormat with a time zone: the first one on a
 * page loads the zone data, ~80 ms of main thread at Lighthouse's mobile throttling, for the footer's year.
 */
export function berlinYear(now: number = Date.now()): number {
  return new Date(now + HOUR_MS).getUTCFullYear();
}

/** The footer (server-rendered and hydrated like the header, inside the kit's RemoteRoot). */
export function Footer({ globals }: { globals: PageGlobals }) {
  const social = visibleSocialLinks(globals.socialLinks);
  return (
    <div className="nav-footer">
      <div className="nav-footer__columns">
        {footerColumns(globals).map((column) => (
          <section key={column.heading} className="nav-footer__column">
            <h2 className="nav-footer__heading">{column.heading}</h2>
            <ul className="nav-footer__list">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a className="nav-footer__link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Newsletter />
      </div>
      {social.length > 0 ? (
        <ul className="nav-footer__social" aria-label="Soziale Netzwerke">
          {social.map(({ network, url }) => (
            <li key={network}>
              <a className="nav-footer__social-link" href={url} rel="noopener noreferrer">
                <Icon name={network} title={NETWORK_LABELS[network]} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="nav-footer__legal">
        {footerLegalLinks(globals).map((link) => (
          <a key={link.href} className="nav-footer__link" href={link.href}>
            {link.label}
          </a>
        ))}
        <Consent globals={globals} />
      </div>
      {/* The year comes from the clock; a render across New Year's midnight may differ by one. */}
      <p className="nav-footer__copyright" suppressHydrationWarning>
        {`© ${berlinYear()} ${BRAND_NAME}`}
      </p>
    </div>
  );
}
