import { useMemo } from 'react';
import { PAGE_ROUTES, markCurrentNavigation, type PageGlobals } from '@amb/shared-contracts/core';
import { Icon } from './components/Icon';
import { Logo } from './components/Logo';
import { accountUrl, siteLink, siteNavigation } from './components/siteRoutes';
import { Banner } from './features/banner/Banner';
import { ImpersonationBar } from './features/banner/ImpersonationBar';
import { useCurrentPath } from './features/banner/useCurrentPath';
import { useOnWorksCouncil } from './features/banner/useOnWorksCouncil';
import { CartLink } from './features/cart/CartLink';
import { FirstAddNotice } from './features/cart/FirstAddNotice';
import { TopBar } from './features/flyout/TopBar';
import { MobileMenu } from './features/mobile/MobileMenu';
import { SearchButton, SearchForm } from './features/search/Search';
import { useSearchActive } from './features/search/useSearchActive';
import { useSearchToggle } from './features/search/useSearchToggle';
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
  const searchActive = useSearchActive();
  const contactLink = globals.showsContactLink
    ? { label: LABELS.contact, href: siteLink(globals, PAGE_ROUTES.contact.path) }
    : null;
  // The server's header is shared by every page, so the current page is marked once the address is known.
  const navigation = useMemo(() => {
    const tree = siteNavigation(globals);
    return currentPath === null ? tree : markCurrentNavigation(tree, currentPath, window.location.origin);
  }, [globals, currentPath]);

  return (
    <div className={`nav-header nav-header--v${version}`}>
      {globals.user?.impersonated ? <ImpersonationBar user={globals.user} /> : null}
      <Banner globals={globals} onWorksCouncil={onWorksCouncil} currentPath={currentPath} />
      <nav className={searchActive ? 'nav-bar nav-bar--search-active' : 'nav-bar'} aria-label={LABELS.mainNavigation}>
        <MobileMenu
          items={navigation}
          version={version}
          loggedIn={globals.user !== null}
          socialLinks={globals.socialLinks}
          extraLink={contactLink}
        />
        <Logo />
        <TopBar items={navigation} version={version} />
        {contactLink ? (
          <a className="nav-bar__contact" href={contactLink.href}>
            {contactLink.label}
          </a>
        ) : null}
        <div className="nav-tools">
          <SearchButton search={search} />
          <a
            className="nav-tools__link"
            href={siteLink(globals, PAGE_ROUTES.wishlist.path)}
            aria-label={LABELS.wishlist}
          >
            <Icon name="heart" />
          </a>
          <div className="nav-cart">
            <CartLink href={siteLink(globals, PAGE_ROUTES.cart.path)} />
            <FirstAddNotice />
          </div>
          <a
            className="nav-tools__link"
            href={accountUrl(globals, onWorksCouncil, currentPath)}
            aria-label={LABELS.account}
          >
            <Icon name={globals.user ? 'userCheck' : 'user'} />
          </a>
        </div>
      </nav>
      <SearchForm search={search} action={siteLink(globals, PAGE_ROUTES.search.path)} />
    </div>
  );
}
