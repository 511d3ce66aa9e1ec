import { useEffect, useId, useRef } from 'react';
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
  /** Shown by the component (after mounting); before that only where the document asks for it (CSS). */
  shown: boolean;
  privacyHref: string;
  onChoose: (choice: ConsentChoice) => void;
  /** Set when a choice exists (opened from the footer): Esc keeps it and closes. */
  onDismiss?: () => void;
}

/**
 * The consent question: a non-modal dialog fixed at the bottom of the window (it overlays, so nothing
 * moves: no layout shift); the page stays usable behind it.
 */
export function ConsentBanner({ shown, privacyHref, onChoose, onDismiss }: ConsentBannerProps) {
  const headingId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // Reopened from the footer's button: focus goes into it. Shown on a page's first load it does not take the
  // focus from where the visitor is (WCAG 3.2.1); it is announced as a dialog and reached with Tab.
  const reopened = onDismiss !== undefined;
  useEffect(() => {
    if (reopened) dialog.current?.focus();
  }, [reopened]);

  // Esc while focus is in the question closes it, when a choice exists to keep.
  useEffect(() => {
    if (!onDismiss) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dialog.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  return (
    <div
      ref={dialog}
      className={shown ? 'nav-consent nav-consent--shown' : 'nav-consent'}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-describedby={textId}
      tabIndex={-1}
    >
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
  );
}
