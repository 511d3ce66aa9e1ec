import { useEffect, useSyncExternalStore } from 'react';
import { readConsent, storeConsent, type ConsentChoice } from '@amb/shared-contracts/core';

/**
 * The consent question, shared by the header (where it is asked, first thing on the page) and the footer (whose
 * "Cookie-Einstellungen" asks again). Both parts of mf-navigation mount as roots of their own, so the state lives
 * in this module; on the server and while hydrating every root reads the first state below, whatever happened in
 * the browser, so the markup matches.
 */
export interface ConsentQuestionState {
  /** Mounted: the stored cookie decides from now on; before that the document does (CONSENT_REQUIRED_ATTRIBUTE). */
  mounted: boolean;
  /** No choice is stored: the question waits at the top of the page. */
  asking: boolean;
  /** Asked again from the footer: it shows there, over the page, with the focus in it. */
  reopened: boolean;
  /** A choice is stored (then the question asked again may be closed without a new one). */
  chosen: boolean;
  /** Counts the footer's requests to bring the focus to the question at the top while it is still asked. */
  focusRequests: number;
}

const FIRST: ConsentQuestionState = { mounted: false, asking: true, reopened: false, chosen: false, focusRequests: 0 };

let state = FIRST;
const listeners = new Set<() => void>();

function update(change: Partial<ConsentQuestionState>) {
  state = { ...state, ...change };
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first mount reads the stored choice; later mounts (header and footer alike) find it read. */
function start() {
  if (state.mounted) return;
  const stored = readConsent() !== null;
  update({ mounted: true, asking: !stored, chosen: stored });
}

export const consentQuestion = {
  choose: (choice: ConsentChoice) => {
    storeConsent(choice);
    update({ asking: false, reopened: false, chosen: true });
  },
  /** The footer's button: while the question is still asked at the top, the focus goes there instead. */
  reopen: () => {
    if (state.asking) update({ focusRequests: state.focusRequests + 1 });
    else update({ reopened: true });
  },
  close: () => update({ reopened: false }),
};

export function useConsentQuestion(): ConsentQuestionState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => FIRST,
  );
  useEffect(start, []);
  return current;
}

/** Tests start every case from a page's first load. */
export function resetConsentQuestion(): void {
  state = FIRST;
  for (const listener of [...listeners]) listener();
}
