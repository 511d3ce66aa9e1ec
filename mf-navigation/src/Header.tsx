import { useMemo, useRef } from 'react';
import { PAGE_ROUTES, markCurrentNavigation, type PageGlobals } from '@amb/shared-contracts/core';
import { Logo } from './components/Logo';
import { POPOVER_FRAME, usePopover } from './components/popover/usePopover';
import { siteLink, siteNavigation } from './components/siteRoutes';
import { Banner } from './features/banner/Banner';
import { ImpersonationBar } from './features/banner/ImpersonationBar';
import { useCurrentPath } from './features/banner/useCurrentPath';
import { useOnWorksCouncil } from './features/banner/useOnWorksCouncil';
import { TopBar } from './features/flyout/TopBar';
import { ConsentQuestion } from './features/footer/ConsentQuestion';
import { MobileMenu } from './features/mobile/MobileMenu';
import { SearchForm } from './features/search/Search';
import { useSearchActive } from './features/search/useSearchActive';
import { useSearchToggle } from './features/search/useSearchToggle';
import { SitePopover } from './features/sites/SitePopover';
import { useStuckBar } from './features/sticky/useStuckBar';
import { HeaderTools } from './HeaderTools';
import { LABELS } from './labels';

/**
 * The header: the consent question of a first visit, banner, top bar (sticking to the window's top on phones) with flyouts (the mobile menu below 1200 px), the site pop-over, search, wishlist,
 * cart and account with their pop-overs. Rendered on the server and hydrated in the browser (inside the kit's
 * RemoteRoot both times), so the first render depends on the page globals alone.
 */
export function Header({ globals }: { globals: PageGlobals }) {
  const onWorksCouncil = useOnWorksCouncil(globals);
  const currentPath = useCurrentPath();
  const search = useSearchToggle();
  const version = globals.version === 2 ? 2 : 1;
  const searchActive = useSearchActive();
  const loggedIn = globals.user !== null;
  const contactLink = globals.showsContactLink
    ? { label: LABELS.contact, href: siteLink(globals, PAGE_ROUTES.contact.path) }
    : null;
  // The server's header is shared by every page, so the current page is marked once the address is known.
  const navigation = useMemo(() => {
    const tree = siteNavigation(globals);
    // On another host (absolute links) the address is none of the site's pages.
    if (currentPath === null || globals.absoluteLinks) return tree;
    return markCurrentNavigation(tree, currentPath, window.location.origin);
  }, [globals, currentPath]);
  // SPEC §2.5: logged out, the user pop-over holds the login form and stays open when the pointer leaves.
  const popover = usePopover({ loggedIn, sticky: (menu) => menu === 'user' && !loggedIn });
  const barHolder = useRef<HTMLDivElement>(null);
  const stuck = useStuckBar(barHolder);

  return (
    <div className={`nav-header nav-header--v${version}${stuck ? ' nav-header--stuck' : ''}`}>
      <ConsentQuestion globals={globals} />
      {globals.user?.impersonated ? <ImpersonationBar user={globals.user} /> : null}
      <Banner globals={globals} onWorksCouncil={onWorksCouncil} currentPath={currentPath} />
      {/* Keeps the bar's place while it sticks to the window's top on a phone (useStuckBar). */}
      <div ref={barHolder} className="nav-bar-holder">
        <nav
          className={searchActive ? 'nav-bar nav-bar--search-active' : 'nav-bar'}
          aria-label={LABELS.mainNavigation}
          {...{ [POPOVER_FRAME]: '' }}
        >
          <MobileMenu
            items={navigation}
            version={version}
            loggedIn={loggedIn}
            socialLinks={globals.socialLinks}
            extraLink={contactLink}
          />
          <Logo href={siteLink(globals, PAGE_ROUTES.home.path)} />
          <SitePopover control={popover} globals={globals} />
          <TopBar items={navigation} version={version} />
          {contactLink ? (
            <a className="nav-bar__contact" href={contactLink.href}>
              {contactLink.label}
            </a>
          ) : null}
          <HeaderTools
            globals={globals}
            popover={popover}
            search={search}
            onWorksCouncil={onWorksCouncil}
            currentPath={currentPath}
          />
        </nav>
      </div>
      <SearchForm search={search} action={siteLink(globals, PAGE_ROUTES.search.path)} />
    </div>
  );
}
