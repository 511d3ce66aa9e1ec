import { BRAND_NAME } from '@amb/shared-contracts/core';

/** Text logo with the brand mark: three rising bars, the voices of a council. */
export function Logo({ href }: { href: string }) {
  return (
    <a className="nav-logo" href={href}>
      <svg className="nav-logo__mark" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect className="nav-logo__tile" width="40" height="40" rx="8" />
        <rect className="nav-logo__bar" x="9" y="22" width="5" height="10" rx="1" />
        <rect className="nav-logo__bar" x="17.5" y="15" width="5" height="17" rx="1" />
        <rect className="nav-logo__bar" x="26" y="8" width="5" height="24" rx="1" />
      </svg>
      <span className="nav-logo__text">{BRAND_NAME}</span>
    </a>
  );
}
