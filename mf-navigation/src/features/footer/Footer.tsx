import {
  BRAND_NAME,
  TIME_ZONE,
  visibleSocialLinks,
  type PageGlobals,
  type SocialLinks,
} from '@amb/shared-contracts/core';
import { Icon } from '../../components/Icon';
import { footerColumns } from './footerColumns';

const NETWORK_LABELS: Record<keyof SocialLinks, string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
};

function currentYear(): string {
  return new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date());
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
      {/* The year comes from the clock; a render across New Year's midnight may differ by one. */}
      <p className="nav-footer__copyright" suppressHydrationWarning>
        {`© ${currentYear()} ${BRAND_NAME}`}
      </p>
    </div>
  );
}
