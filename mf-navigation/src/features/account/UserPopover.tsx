import { MEMBER_AREA, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { useGetAccountNavigationQuery } from '../../api';
import { browser } from '../../browser';
import { LABELS } from '../../labels';
import { retryableLazy } from '../../components/retryableLazy';

// The card brings the form code and yup: loaded when the pop-over first shows it, never with the header.
const QuickLoginCard = retryableLazy(() => import('@amb/remote-kit/quick-login'));

interface UserPopoverProps {
  loggedIn: boolean;
  /** Path and query of the page: the active account entry, and where the login leads back to. */
  currentPath: string | null;
  logoutHref: string;
  link: (path: string) => string;
}

/**
 * The user pop-over (SPEC §2.5): logged in, the account navigation (visible entries with a title, the active one
 * marked) under "meinamb" with "Einstellungen" and "abmelden"; logged out, the quick login card in the
 * navigation-bar style, leading back to this page.
 */
export function UserPopover({ loggedIn, currentPath, logoutHref, link }: UserPopoverProps) {
  if (!loggedIn) {
    return (
      <QuickLoginCard
        variant="navigation-bar"
        fieldId="nav-quick-login-email"
        redirect={currentPath ?? undefined}
        assign={(url) => browser.assign(url)}
      />
    );
  }
  return <AccountNavigation currentPath={currentPath ?? '/'} logoutHref={logoutHref} link={link} />;
}

function AccountNavigation({
  currentPath,
  logoutHref,
  link,
}: Omit<UserPopoverProps, 'loggedIn'> & { currentPath: string }) {
  const { data } = useGetAccountNavigationQuery(currentPath.split('?')[0] ?? '/');
  const entries = (data ?? []).filter((entry) => entry.visible && entry.title);
  return (
    <div className="nav-popover__body">
      <p className="nav-popover__heading">
        <a href={link(PAGE_ROUTES.customerPortal.path)}>{MEMBER_AREA}</a>
      </p>
      {entries.length > 0 ? (
        <ul className="nav-account-nav">
          {entries.map((entry) => (
            <li key={entry.uri}>
              <a
                href={link(entry.uri)}
                className={
                  entry.active ? 'nav-account-nav__link nav-account-nav__link--active' : 'nav-account-nav__link'
                }
                aria-current={entry.active ? 'page' : undefined}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="nav-popover__footer">
        <a href={link(PAGE_ROUTES.memberSettings.path)}>{LABELS.settings}</a>
        <a href={logoutHref}>{LABELS.logoutShort}</a>
      </div>
    </div>
  );
}
