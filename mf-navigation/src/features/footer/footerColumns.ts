import { PAGE_META, PAGE_ROUTES, routeUrl, type PageGlobals } from '@amb/shared-contracts/core';
import { LABELS } from '../../labels';
import { siteLink, siteOrigins } from '../../components/siteRoutes';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

/**
 * Footer columns of the page; every link is a route of the route table, written for the current site (what
 * the works-council site does not serve links to the main site).
 */
export function footerColumns(globals: PageGlobals): FooterColumn[] {
  return columns(globals).map((column) => ({
    ...column,
    links: column.links.map((link) => ({ ...link, href: siteLink(globals, link.href) })),
  }));
}

/**
 * The links at the foot of every site, beside "Cookie-Einstellungen": the Impressum (every German business
 * site must have one), the privacy statement and the terms.
 */
export function footerLegalLinks(globals: PageGlobals): FooterLink[] {
  return [
    { label: 'Impressum', href: siteLink(globals, PAGE_ROUTES.imprint.path) },
    { label: 'Datenschutz', href: siteLink(globals, PAGE_ROUTES.privacy.path) },
    { label: 'AGB', href: siteLink(globals, PAGE_ROUTES.terms.path) },
  ];
}

function columns(globals: PageGlobals): FooterColumn[] {
  const origins = siteOrigins(globals);
  const service: FooterLink[] = [
    ...(globals.showsContactLink ? [{ label: LABELS.contact, href: PAGE_ROUTES.contact.path }] : []),
    { label: 'Seminarprogramm bestellen', href: PAGE_ROUTES.catalogueRequestForm.path },
    { label: 'Anwaltliche Beratung', href: PAGE_ROUTES.lawyerConsultationForm.path },
    { label: 'Werbemittelshop', href: PAGE_ROUTES.promoShopLogin.path },
    { label: 'Die amb-App herunterladen', href: PAGE_ROUTES.appDownload.path },
    { label: 'RSS-Feed', href: PAGE_ROUTES.rss.path },
  ];
  return [
    {
      heading: 'Seminare',
      links: [
        { label: 'Alle Seminare', href: PAGE_ROUTES.seminarList.path },
        { label: 'Rubriken', href: PAGE_ROUTES.rubricList.path },
        { label: PAGE_META.eventList.title, href: PAGE_ROUTES.eventList.path },
        { label: 'Seminarsuche', href: PAGE_ROUTES.search.path },
      ],
    },
    {
      heading: 'Standorte',
      links: [{ label: 'Standorte und Hotels', href: PAGE_ROUTES.locationList.path }],
    },
    {
      heading: 'Fachtagungen',
      links: [
        { label: 'Anmeldung', href: PAGE_ROUTES.conferenceRegistration.path },
        { label: 'Reservierung', href: PAGE_ROUTES.conferenceReservation.path },
        { label: 'Warteliste', href: PAGE_ROUTES.conferenceWaitingList.path },
      ],
    },
    {
      heading: 'Betriebsrat aktuell',
      links: [
        { label: 'News', href: routeUrl(PAGE_ROUTES.worksCouncilNews, {}, {}, origins) },
        { label: 'Rechtsprechung', href: routeUrl(PAGE_ROUTES.worksCouncilCaseLaw, {}, {}, origins) },
        { label: 'Forum', href: routeUrl(PAGE_ROUTES.worksCouncilForum, {}, {}, origins) },
      ],
    },
    { heading: 'Service', links: service },
    {
      heading: 'Mein Konto',
      links: [
        { label: LABELS.wishlist, href: PAGE_ROUTES.wishlist.path },
        { label: LABELS.cart, href: PAGE_ROUTES.cart.path },
        { label: 'Registrierung', href: PAGE_ROUTES.registration.path },
      ],
    },
  ];
}
