import type { MouseEvent } from 'react';
import { BREAKPOINTS, emit, MESSAGES, PAGE_ROUTES, type PageGlobals } from '@amb/shared-contracts/core';
import { LABELS } from '../../labels';
import { Icon } from '../../components/Icon';
import { loginUrl, logoutUrl, siteLink } from '../../components/siteRoutes';

interface BannerProps {
  globals: PageGlobals;
  onWorksCouncil: boolean;
  /** Path and query of the page once mounted (null on the server and during hydration). */
  currentPath: string | null;
}

/** SPEC §2.5: on mobile the account banner opens the user pop-over (full width) instead of the login page. */
function openUserPopoverOnMobile(event: MouseEvent<HTMLAnchorElement>) {
  if (window.innerWidth >= BREAKPOINTS.desktop) return;
  event.preventDefault();
  emit('navigation:open-popover', { menu: 'user' });
}

/** The member-area strip of SPEC §2.4: greeting, logout and member-area link, or the login link. */
export function Banner({ globals, onWorksCouncil, currentPath }: BannerProps) {
  const { user } = globals;
  if (!user) {
    return (
      <div className="nav-banner">
        <a
          className="nav-banner__login"
          href={loginUrl(globals, onWorksCouncil, currentPath)}
          onClick={openUserPopoverOnMobile}
        >
          <Icon name="user" className="nav-banner__icon" />
          {MESSAGES.loginBanner}
        </a>
      </div>
    );
  }
  return (
    <div className="nav-banner nav-banner--logged-in">
      {/* SPEC §2.5: the account banner opens the user pop-over (full width on mobile). */}
      <button
        type="button"
        className="nav-banner__greeting"
        aria-controls="nav-popover-user"
        onClick={() => emit('navigation:open-popover', { menu: 'user' })}
      >
        <Icon name="userCheck" className="nav-banner__icon" title={LABELS.loggedIn} />
        {LABELS.greeting(user.firstname)}
      </button>
      <a className="nav-banner__logout" href={logoutUrl(globals, onWorksCouncil)}>
        {MESSAGES.logout}
      </a>
      <a className="nav-banner__member-area" href={siteLink(globals, PAGE_ROUTES.customerPortal.path)}>
        {MESSAGES.toMemberArea}
      </a>
    </div>
  );
}
