import { useCallback, useEffect, useState } from 'react';
import { readConsent, storeConsent, type ConsentChoice } from '@amb/shared-contracts/core';

export interface ConsentState {
  /** Whether the question is in the page. */
  open: boolean;
  /** Mounted: `open` decides whether it shows; before that the document does (see below). */
  mounted: boolean;
  /** Whether a choice is stored (then the question may be closed without a new one). */
  chosen: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
  close: () => void;
}

/**
 * The consent question's state. In the first render (server and hydration alike) the question is in the
 * markup and the document decides whether it shows: the bff marks the body when no choice is stored
 * (CONSENT_REQUIRED_ATTRIBUTE), so it appears with the first paint. After mounting the cookie decides: a
 * stored choice removes it, none keeps it open.
 */
export function useConsent(): ConsentState {
  const [open, setOpen] = useState(true);
  const [mounted, setMounted] = useState(false);
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    const stored = readConsent() !== null;
    setChosen(stored);
    setOpen(!stored);
    setMounted(true);
  }, []);

  const choose = useCallback((choice: ConsentChoice) => {
    storeConsent(choice);
    setChosen(true);
    setOpen(false);
  }, []);
  const reopen = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, mounted, chosen, choose, reopen, close };
}
