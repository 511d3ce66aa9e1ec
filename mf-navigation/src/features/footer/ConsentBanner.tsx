import { useEffect, useId, type Ref } from 'react';
import type { ConsentChoice } from '@amb/shared-contracts/core';
import { Button } from '@amb/remote-kit';

export const CONSENT_TEXTS = {
  heading: 'Cookies und Datenschutz',
  text:
    'Wir verwenden technisch notwendige Cookies, damit die Website funktioniert. Mit Ihrer Zustimmung messen wir ' +
    'außerdem, wie unsere Seminarseiten genutzt werden (Google Analytics), um unser Angebot zu verbessern, und ' +
    'merken uns in diesem Tab die Seminare, die Sie angesehen haben („Zuletzt angesehen“). Ihre ' +
    'Wahl können Sie jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  privacy: 'Datenschutzerklärung',
  acceptAll: 'Alle akzeptieren',
  necessaryOnly: 'Nur notwendige',
  settings: 'Cookie-Einstellungen',
} as const;

interface ConsentBannerProps {
  /**
   * `top`: asked on a first visit, the first thing in the page (after the skip link), in the flow of the page so it
   * covers nothing; `floating`: asked again from the footer, a non-modal dialog over the bottom of the window.
   */
  placement: 'top' | 'floating';
  /** Shown by the component (after mounting); before that only where the document asks for it (CSS). */
  shown: boolean;
  privacyHref: string;
  onChoose: (choice: ConsentChoice) => void;
  /** Set when a choice exists (asked again): Esc keeps it and closes. */
  onDismiss?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The consent question: its text, the privacy statement and both choices, equally prominent. */
export function ConsentBanner({ placement, shown, privacyHref, onChoose, onDismiss, ref }: ConsentBannerProps) {
  const headingId = useId();
  const textId = useId();

  // Esc while focus is in the question closes it, when a choice exists to keep.
  useEffect(() => {
    if (!onDismiss) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const question = document.getElementById(headingId)?.closest('.nav-consent');
      if (event.key !== 'Escape' || !question?.contains(document.activeElement)) return;
      event.stopPropagation();
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss, headingId]);

  const classes = ['nav-consent', `nav-consent--${placement}`, shown ? 'nav-consent--shown' : ''];
  return (
    <div
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      // At the top it is a part of the page (a labelled region); asked again it is a dialog over the page.
      role={placement === 'top' ? 'region' : 'dialog'}
      aria-modal={placement === 'top' ? undefined : 'false'}
      aria-labelledby={headingId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <div className="nav-consent__inner">
        <h2 id={headingId} className="nav-consent__heading">
          {CONSENT_TEXTS.heading}
        </h2>
        <p id={textId} className="nav-consent__text">
          {CONSENT_TEXTS.text}{' '}
          <a className="nav-consent__link" href={privacyHref}>
            {CONSENT_TEXTS.privacy}
          </a>
        </p>
        <div className="nav-consent__actions">
          {/* Both choices equally prominent (no nudging towards consent). */}
          <Button variant="secondary" onClick={() => onChoose('all')}>
            {CONSENT_TEXTS.acceptAll}
          </Button>
          <Button variant="secondary" onClick={() => onChoose('necessary')}>
            {CONSENT_TEXTS.necessaryOnly}
          </Button>
        </div>
      </div>
    </div>
  );
}
