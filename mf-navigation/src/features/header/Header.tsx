import { PAGE_ROUTES, type PageGlobals } from '@amb/shared-contracts';
import { LABELS } from '../../labels';
import { Banner } from '../banner/Banner';
import { ImpersonationBar } from '../banner/ImpersonationBar';
import { accountUrl } from '../banner/siteRoutes';
import { useCurrentPath } from '../banner/useCurrentPath';
import { useOnWorksCouncil } from '../banner/useOnWorksCouncil';
import { CartLink } from '../cart/CartLink';
import { TopBar } from '../flyout/TopBar';
import { Icon } from '../icons/Icon';
import { SearchButton, SearchForm } from '../search/Search';
import { useSearchToggle } from '../search/useSearchToggle';
import { Logo } from './Logo';

/**
 * The inner HTML of #amb-header. Rendered on the server and hydrated in the browser, so the first
 * render depends on the page globals alone.
 */
export function Header({ globals }: { globals: PageGlobals }) {
  const onWorksCouncil = useOnWorksCouncil(globals);
  const currentPath = useCurrentPath();
  const search = useSearchToggle();
  const version = globals.version === 2 ? 2 : 1;

  return (
    <div className={`nav-header nav-header--v${version}`} data-boundary="mf_navigation">
      {globals.user?.impersonated ? <ImpersonationBar user={globals.user} /> : null}
      <Banner globals={globals} onWorksCouncil={onWorksCouncil} currentPath={currentPath} />
      <nav className={search.open ? 'nav-bar nav-bar--search-active' : 'nav-bar'} aria-label={LABELS.mainNavigation}>
        <Logo />
        <TopBar items={globals.navigation} />
        {globals.showsContactLink ? (
          <a className="nav-bar__contact" href={PAGE_ROUTES.contact.path}>
            {LABELS.contact}
          </a>
        ) : null}
        <div className="nav-tools">
          <SearchButton search={search} />
          <a className="nav-tools__link" href={PAGE_ROUTES.wishlist.path} aria-label={LABELS.wishlist}>
            <Icon name="heart" />
          </a>
          <CartLink />
          <a
            className="nav-tools__link"
            href={accountUrl(globals, onWorksCouncil, currentPath)}
            aria-label={LABELS.account}
          >
            <Icon name={globals.user ? 'userCheck' : 'user'} />
          </a>
        </div>
      </nav>
      <SearchForm search={search} />
    </div>
  );
}
