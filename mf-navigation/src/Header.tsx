import { useMemo } from 'react';
import { PAGE_ROUTES, type PageGlobals } from '@amb/shared-contracts/core';
import { Logo } from './components/Logo';
import { POPOVER_FRAME, usePopover } from './components/popover/usePopover';
import { siteLink, siteNavigation } from './components/siteRoutes';
import { Banner } from './features/banner/Banner';
import { ImpersonationBar } from './features/banner/ImpersonationBar';
import { useCurrentPath } from './features/banner/useCurrentPath';
import { useOnWorksCouncil } from './features/banner/useOnWorksCouncil';
import { TopBar } from './features/flyout/TopBar';
import { SearchForm } from './features/search/Search';
import { useSearchToggle } from './features/search/useSearchToggle';
import { SitePopover } from './features/sites/SitePopover';
import { HeaderTools } from './HeaderTools';
import { LABELS } from './labels';

/**
 * The header: banner, top bar with flyouts, search, wishlist, cart and account. Rendered on the server and
 * hydrated in the browser (inside the kit's RemoteRoot both times), so the first render depends on the
 * page globals alone.
 */
export function Header({ globals }: { globals: PageGlobals }) {
  const onWorksCouncil = useOnWorksCouncil(globals);
  const currentPath = useCurrentPath();
  const search = useSearchToggle();
  const version = globals.version === 2 ? 2 : 1;
  const navigation = useMemo(() => siteNavigation(globals), [globals]);
  const loggedIn = globals.user !== null;
  // SPEC §2.5: logged out, the user pop-over holds the login form and stays open when the pointer leaves.
  const popover = usePopover({ loggedIn, sticky: (menu) => menu === 'user' && !loggedIn });

  return (
    <div className={`nav-header nav-header--v${version}`}>
      {globals.user?.impersonated ? <ImpersonationBar user={globals.user} /> : null}
      <Banner globals={globals} onWorksCouncil={onWorksCouncil} currentPath={currentPath} />
      <nav
        className={search.open ? 'nav-bar nav-bar--search-active' : 'nav-bar'}
        aria-label={LABELS.mainNavigation}
        {...{ [POPOVER_FRAME]: '' }}
      >
        <Logo />
        <SitePopover control={popover} globals={globals} />
        <TopBar items={navigation} />
        {globals.showsContactLink ? (
          <a className="nav-bar__contact" href={siteLink(globals, PAGE_ROUTES.contact.path)}>
            {LABELS.contact}
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
      <SearchForm search={search} action={siteLink(globals, PAGE_ROUTES.search.path)} />
    </div>
  );
}
