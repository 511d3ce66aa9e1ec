import { useEffect, useRef } from 'react';
import { PAGE_ROUTES, type ConsentChoice, type PageGlobals } from '@amb/shared-contracts/core';
import { siteLink } from '../../components/siteRoutes';
import { CONSENT_TEXTS, ConsentBanner } from './ConsentBanner';
import { consentQuestion, useConsentQuestion } from './consentQuestion';

/**
 * The footer's "Cookie-Einstellungen": it asks again, over the bottom of the window with the focus in the
 * question (while a first visit's question is still open at the top, the focus goes there instead). Focus returns
 * to the button after the choice or Esc.
 */
export function Consent({ globals }: { globals: PageGlobals }) {
  const question = useConsentQuestion();
  const settings = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const reopened = question.reopened;

  useEffect(() => {
    if (reopened) dialog.current?.focus();
  }, [reopened]);

  const done = (action: () => void) => {
    action();
    settings.current?.focus();
  };

  return (
    <>
      <button
        ref={settings}
        type="button"
        className="nav-footer__link nav-footer__settings"
        aria-haspopup="dialog"
        onClick={consentQuestion.reopen}
      >
        {CONSENT_TEXTS.settings}
      </button>
      {reopened ? (
        <ConsentBanner
          ref={dialog}
          placement="floating"
          shown
          privacyHref={siteLink(globals, PAGE_ROUTES.privacy.path)}
          onChoose={(choice: ConsentChoice) => done(() => consentQuestion.choose(choice))}
          onDismiss={question.chosen ? () => done(consentQuestion.close) : undefined}
        />
      ) : null}
    </>
  );
}
