import { PAGE_ROUTES, routeUrl, siteOrigins, SITES, type PageGlobals } from '@amb/shared-contracts/core';
import { Icon } from '../../components/Icon';
import { PopoverPanel, PopoverTrigger } from '../../components/popover/Popover';
import type { PopoverMenu } from '../../components/popover/popoverPosition';
import type { PopoverControl } from '../../components/popover/usePopover';

interface SiteLink {
  label: string;
  href: string;
}

/** SPEC §2.5: the works-council site's sections (start page, news, case law, forum), on its host. */
export function worksCouncilSiteLinks(globals: PageGlobals): SiteLink[] {
  const origins = siteOrigins(globals);
  return [
    { label: 'Startseite', href: routeUrl(PAGE_ROUTES.worksCouncilHome, {}, {}, origins) },
    { label: 'News', href: routeUrl(PAGE_ROUTES.worksCouncilNews, {}, {}, origins) },
    { label: 'Rechtsprechung', href: routeUrl(PAGE_ROUTES.worksCouncilCaseLaw, {}, {}, origins) },
    { label: 'Forum', href: routeUrl(PAGE_ROUTES.worksCouncilForum, {}, {}, origins) },
  ];
}

/**
 * SPEC §2.5: the seminar site's start page, seminars, events and the training entitlement, always on its host
 * (the works-council site has a start page of its own and serves content pages itself).
 */
export function seminarSiteLinks(globals: PageGlobals): SiteLink[] {
  const main = (path: string) => `${globals.mainDomain.replace(/\/+$/, '')}${path}`;
  return [
    { label: 'Startseite', href: main(PAGE_ROUTES.home.path) },
    // Each link leads to the page its name promises: the seminar programme by rubric, and every dated event
    // (the series page /seminare/p is called 'Seminarreihen' and lists series only).
    { label: 'Seminare', href: main(PAGE_ROUTES.rubricList.path) },
    { label: 'Veranstaltungen', href: main(PAGE_ROUTES.seminarList.path) },
    { label: 'Schulungsanspruch', href: main(PAGE_ROUTES.trainingEntitlement.path) },
  ];
}

/**
 * The sister site's pop-over: on the seminar sites the works-council site's sections, on the works-council site
 * the seminar site's. The site's address decides, as the first render does for every link of the header.
 */
export function SitePopover({ control, globals }: { control: PopoverControl; globals: PageGlobals }) {
  const onWorksCouncil = globals.site === 'works-council';
  const menu: PopoverMenu = onWorksCouncil ? 'seminarSite' : 'worksCouncilSite';
  const label = onWorksCouncil ? SITES.main.label : SITES['works-council'].label;
  const links = onWorksCouncil ? seminarSiteLinks(globals) : worksCouncilSiteLinks(globals);
  return (
    <div className="nav-site">
      <PopoverTrigger control={control} menu={menu} label={label} className="nav-site__trigger">
        <span className="nav-site__label">{label}</span>
        <Icon name="chevronDown" className="nav-site__icon" />
      </PopoverTrigger>
      <PopoverPanel control={control} menu={menu} label={label}>
        <ul className="nav-popover__links">
          {links.map((entry) => (
            <li key={entry.label}>
              <a href={entry.href}>{entry.label}</a>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </div>
  );
}
