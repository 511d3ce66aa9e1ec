import { useCallback, useEffect, useState } from 'react';
import { readConsent, storeConsent, type ConsentChoice } from '@amb/shared-contracts/core';

export interface ConsentState {
  /** Whether the question is shown. */
  open: boolean;
  /** Whether a choice is stored (then the question may be closed without a new one). */
  chosen: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
  close: () => void;
}

/**
 * The consent question's state. Closed in the first render (server and hydration alike: the cookie is read
 * in an effect, as the header does with storage); opens after mounting when no choice is stored.
 */
export function useConsent(): ConsentState {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    const stored = readConsent() !== null;
    setChosen(stored);
    setOpen(!stored);
  }, []);

  const choose = useCallback((choice: ConsentChoice) => {
    storeConsent(choice);
    setChosen(true);
    setOpen(false);
  }, []);
  const reopen = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, chosen, choose, reopen, close };
}
