import { useRef } from 'react';
import { PAGE_ROUTES, type PageGlobals } from '@amb/shared-contracts/core';
import { siteLink } from '../../components/siteRoutes';
import { CONSENT_TEXTS, ConsentBanner } from './ConsentBanner';
import { useConsent } from './useConsent';

/**
 * The footer's "Cookie-Einstellungen" and the consent question it reopens. Focus returns to the button
 * after a choice made from it.
 */
export function Consent({ globals }: { globals: PageGlobals }) {
  const { open, mounted, chosen, choose, reopen, close } = useConsent();
  const settings = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);

  const done = (action: () => void) => {
    action();
    if (reopened.current) settings.current?.focus();
    reopened.current = false;
  };

  return (
    <>
      <button
        ref={settings}
        type="button"
        className="nav-footer__link nav-footer__settings"
        aria-haspopup="dialog"
        onClick={() => {
          reopened.current = true;
          reopen();
        }}
      >
        {CONSENT_TEXTS.settings}
      </button>
      {open ? (
        <ConsentBanner
          shown={mounted}
          privacyHref={siteLink(globals, PAGE_ROUTES.privacy.path)}
          onChoose={(choice) => done(() => choose(choice))}
          onDismiss={chosen ? () => done(close) : undefined}
        />
      ) : null}
    </>
  );
}
