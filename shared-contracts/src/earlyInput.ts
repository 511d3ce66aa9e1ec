/**
 * What the visitor does before the shell listens (the document's inline script records it, shell/src/deferredMain.ts
 * takes it over): the page is the server's HTML from the first paint, the shell's script arrives later, and a first
 * tap on a deferred page's button in between must not be lost.
 */

/**
 * What a visitor does first when about to use the page: each one starts loading a deferred slot's remote (a change
 * of a control without focus too, as assistive software may make it).
 */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
  'input',
  'change',
] as const;

/** The window property under which the inline script keeps the early input. */
export const EARLY_INPUT_PROPERTY = '__ambEarlyInput';

/**
 * Controls that do nothing without script (links, toggles and submit buttons work without it and are left to the
 * browser): a click on one before the shell is there is kept, and given to the remote once it has mounted.
 */
export const EARLY_CLICK_SELECTOR = 'button[type="button"], [role="button"]:not(a)';

/** What the inline script recorded: an intent event came, and the last early click on a control of EARLY_CLICK_SELECTOR. */
export interface EarlyInput {
  intent: boolean;
  click: Element | null;
  /** Set by the shell once its own listeners are in place: the script records nothing more. */
  taken: boolean;
}

/** The early input of a window, if its document has the inline script. */
export function earlyInputOf(view: Window): EarlyInput | undefined {
  return (view as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_PROPERTY];
}
