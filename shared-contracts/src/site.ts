/** Brand, product word and the three sites. The only place these literals live. */
export const BRAND = 'amb';
export const PRODUCT = 'betriebsrat';
export const BRAND_NAME = 'Akademie für Mitbestimmung';
/**
 * How the academy is reached by post, phone, fax and e-mail, and when someone answers the phone: the fax form,
 * the contact page and the Impressum print it (demo data).
 */
export const ACADEMY_CONTACT = {
  name: BRAND_NAME,
  street: 'Am Sandtorkai 12',
  postalCode: '20457',
  city: 'Hamburg',
  phone: '040 5555 1230',
  fax: '040 5555 1239',
  email: `service@${BRAND}-akademie.de`,
  openingHours: ['Montag bis Donnerstag 8:00–17:00 Uhr', 'Freitag 8:00–14:00 Uhr'],
} as const;

/** The provider's legal facts the Impressum states (§ 5 DDG, § 18 MStV) (demo data). */
export const ACADEMY_LEGAL = {
  legalForm: 'gemeinnützige GmbH',
  managingDirectors: ['Dr. Katrin Albers', 'Jens Petersen'],
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 123456',
  vatId: 'DE 123 456 789',
  contentResponsible: 'Dr. Katrin Albers',
} as const;

/** The member area, named after the brand: "meinamb". */
export const MEMBER_AREA = `mein${BRAND}`;

export type SiteId = 'main' | 'newer' | 'works-council';
export type NavVersion = 1 | 2;

export interface SiteConfig {
  id: SiteId;
  /** German label for the site, used in titles. */
  label: string;
  navVersion: NavVersion;
  /** Default public origin in production. */
  domain: string;
  /** Local default port of the bff for this site. */
  defaultPort: number;
  /** "Service & Kontakt" is shown only on the main site. */
  showsContactLink: boolean;
  /** Which remotes the browser may load on this site. */
  browserRemotes: 'all' | 'navigation-only';
}

export const SITES: Record<SiteId, SiteConfig> = {
  main: {
    id: 'main',
    label: 'Seminare für Betriebsräte',
    navVersion: 1,
    domain: 'https://www.amb-seminare.de',
    defaultPort: 8080,
    showsContactLink: true,
    browserRemotes: 'all',
  },
  newer: {
    id: 'newer',
    label: 'Seminare für Betriebsräte',
    navVersion: 2,
    domain: 'https://neu.amb-seminare.de',
    defaultPort: 8081,
    showsContactLink: true,
    browserRemotes: 'all',
  },
  'works-council': {
    id: 'works-council',
    label: 'Betriebsrat aktuell',
    navVersion: 1,
    domain: 'https://www.amb-betriebsrat.de',
    defaultPort: 8082,
    showsContactLink: false,
    browserRemotes: 'navigation-only',
  },
};

export const SITE_IDS = Object.keys(SITES) as SiteId[];

export interface SocialLinks {
  facebook: string;
  youtube: string;
  instagram: string;
  linkedIn: string;
}

export const SOCIAL_LINKS: SocialLinks = {
  facebook: 'https://www.facebook.com/akademie.fuer.mitbestimmung',
  youtube: 'https://www.youtube.com/@akademiefuermitbestimmung',
  instagram: 'https://www.instagram.com/akademie_fuer_mitbestimmung',
  linkedIn: '',
};

/** Social links that have a URL, in display order (empty ones are skipped, SPEC §2.4). */
export function visibleSocialLinks(links: SocialLinks): Array<{ network: keyof SocialLinks; url: string }> {
  return (Object.keys(links) as Array<keyof SocialLinks>)
    .filter((network) => typeof links[network] === 'string' && links[network].trim() !== '')
    .map((network) => ({ network, url: links[network].trim() }));
}
