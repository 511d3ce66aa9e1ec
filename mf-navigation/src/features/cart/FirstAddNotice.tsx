import { useEffect, useState } from 'react';
import { FIRST_ADD_NOTICE, on } from '@amb/shared-contracts/core';
import { LABELS } from '../../labels';

/**
 * The first-add notice (SPEC §2.5, §4, §9): after the first date goes into an empty cart, a red note at the cart
 * icon says that booking or reservation is chosen in the cart, per participant; it goes after 10 seconds, on its
 * close button or on Esc. On a phone too, where the header's bar stays in view (useStuckBar): the date was added
 * far down a page, and the visitor should see where it went. The live region is always there, so screen readers
 * announce it.
 */
export function FirstAddNotice() {
  const [shown, setShown] = useState(false);

  useEffect(
    () =>
      on('cart:item-added', ({ first }) => {
        if (first) setShown(true);
      }),
    [],
  );

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), FIRST_ADD_NOTICE.durationMs);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown]);

  return (
    <div className="nav-first-add" aria-live="polite">
      {shown ? (
        <div className="nav-first-add__note">
          <p>{LABELS.firstAddNotice}</p>
          <button
            type="button"
            className="nav-first-add__close"
            aria-label={LABELS.firstAddNoticeClose}
            onClick={() => setShown(false)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
