import { useEffect, useRef } from 'react';
import { PAGE_ROUTES, type ConsentChoice, type PageGlobals } from '@amb/shared-contracts/core';
import { siteLink } from '../../components/siteRoutes';
import { ConsentBanner } from './ConsentBanner';
import { consentQuestion, useConsentQuestion } from './consentQuestion';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Rendered, not hidden (where the document has no layout, as in tests, what no attribute hides). */
function isShown(element: HTMLElement, withLayout: boolean): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  return !withLayout || element.getClientRects().length > 0;
}

/** The first element after `element` in the document that Tab would reach. */
function nextFocusable(element: HTMLElement): HTMLElement | null {
  const withLayout = document.documentElement.getClientRects().length > 0;
  return (
    [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (candidate) =>
        element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !element.contains(candidate) &&
        isShown(candidate, withLayout),
    ) ?? null
  );
}

/**
 * The consent question of a first visit, at the very top of the header: the first stop of the keyboard after the
 * skip link, and in the flow of the page, so on a phone it pushes the page down instead of covering it. In the
 * server's header always; the document shows it while no choice is stored. After the choice the focus moves on to
 * what follows it. In the frame on another host (absolute links) it floats instead: that host keeps one copy of the
 * frame for every visitor, so the question there may go after mounting — without moving the host's page.
 */
export function ConsentQuestion({ globals }: { globals: PageGlobals }) {
  const question = useConsentQuestion();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (question.focusRequests > 0) ref.current?.focus();
  }, [question.focusRequests]);
  if (!question.asking) return null;
  const choose = (choice: ConsentChoice) => {
    const next = ref.current ? nextFocusable(ref.current) : null;
    consentQuestion.choose(choice);
    next?.focus();
  };
  return (
    <ConsentBanner
      ref={ref}
      placement={globals.absoluteLinks ? 'floating' : 'top'}
      shown={question.mounted}
      privacyHref={siteLink(globals, PAGE_ROUTES.privacy.path)}
      onChoose={choose}
    />
  );
}
