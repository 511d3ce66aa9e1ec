/**
 * Whether a remote's own stylesheet is in effect on what it rendered, in the browser. A remote renders into
 * its root `[data-boundary="mf_…"]` (the kit's RemoteRoot); its stylesheets are the deployed files of its own
 * build (`/mf/<remote>/<version>/….css`, linked in the head by the bff or loaded by the page). The remote's
 * stylesheet is applied when one of its loaded sheets has a style rule (in a media condition that holds) that
 * matches the root or an element inside it.
 *
 * `installStyleProbe` runs in the page before any of its scripts (evaluateOnNewDocument): it exposes the check
 * as `window.__ambUnstyledRemotes()` and records every unstyled flash in `window.__ambUnstyledFlashes`: a
 * rendering frame (requestAnimationFrame after a DOM change) in which a remote's root was visible with text
 * while its stylesheet was not applied. Frames blocked by the head's stylesheets never run, so server-rendered
 * markup waiting for its linked stylesheet is no flash.
 */
export interface StyleProbeWindow {
  __ambUnstyledRemotes: () => string[];
  __ambUnstyledFlashes: string[];
}

export function installStyleProbe(): void {
  const probe = window as unknown as StyleProbeWindow;

  const sheetOf = (remote: string) => (sheet: CSSStyleSheet) => {
    const owner = sheet.ownerNode as HTMLElement | null;
    const href = sheet.href ?? owner?.getAttribute('data-href') ?? '';
    return href.includes(`/mf/${remote}/`) || owner?.dataset.remote === remote;
  };

  const matchesIn = (rules: CSSRuleList, root: Element): boolean => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        try {
          if (root.matches(rule.selectorText) || root.querySelector(rule.selectorText)) return true;
        } catch {
          // A selector querySelector cannot take (pseudo-elements): not a probe.
        }
      } else if (rule instanceof CSSMediaRule) {
        if (window.matchMedia(rule.conditionText).matches && matchesIn(rule.cssRules, root)) return true;
      } else if (rule instanceof CSSImportRule && rule.styleSheet) {
        if (matchesIn(rule.styleSheet.cssRules, root)) return true;
      } else if ('cssRules' in rule && rule instanceof CSSGroupingRule) {
        if (matchesIn(rule.cssRules, root)) return true;
      }
    }
    return false;
  };

  const styled = (root: HTMLElement): boolean => {
    const remote = root.dataset.boundary ?? '';
    const sheets = [...Array.from(document.styleSheets), ...document.adoptedStyleSheets].filter(sheetOf(remote));
    return sheets.some((sheet) => {
      try {
        return !sheet.disabled && matchesIn(sheet.cssRules, root);
      } catch {
        return false;
      }
    });
  };

  const shown = (root: HTMLElement) => root.checkVisibility() && root.innerText.trim() !== '';
  const roots = () => Array.from(document.querySelectorAll<HTMLElement>('[data-boundary^="mf_"]'));

  probe.__ambUnstyledRemotes = () =>
    roots()
      .filter((root) => !styled(root))
      .map((root) => root.dataset.boundary!);
  probe.__ambUnstyledFlashes = [];

  let scheduled = false;
  const checkFrame = () => {
    scheduled = false;
    for (const root of roots()) {
      if (shown(root) && !styled(root)) {
        const text = root.innerText.trim().replace(/\s+/g, ' ').slice(0, 60);
        probe.__ambUnstyledFlashes.push(`${root.dataset.boundary}: „${text}“`);
      }
    }
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(checkFrame);
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class'] });
}
