import { MESSAGES } from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';

/**
 * Lifecycles that show the German "unavailable" notice in a remote's slot. Server-rendered markup
 * already in the slot (header, footer) stays: its links keep working without the remote.
 */
export function fallbackLifecycles(boundary: string, slotId: string): LifeCycles {
  let notice: HTMLElement | null = null;
  return {
    bootstrap: () => Promise.resolve(),
    mount: () => {
      const slot = document.getElementById(slotId);
      if (slot) {
        notice = document.createElement('div');
        notice.setAttribute('role', 'alert');
        notice.setAttribute('data-boundary', boundary);
        notice.className = 'kit-fallback';
        notice.textContent = MESSAGES.remoteUnavailable;
        slot.append(notice);
      }
      return Promise.resolve();
    },
    unmount: () => {
      notice?.remove();
      notice = null;
      return Promise.resolve();
    },
  };
}

/** Whether a slot shows the notice of a remote that could not be loaded or mounted (fallbackLifecycles). */
export function showsFallback(slot: HTMLElement): boolean {
  return slot.querySelector(':scope > .kit-fallback[role="alert"]') !== null;
}
