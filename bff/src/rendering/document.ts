import { createHash } from 'node:crypto';
import {
  BRAND_NAME,
  CONSENT_CHOICES,
  CONSENT_COOKIE,
  MAIN_STATE_ELEMENT_ID,
  CONSENT_REQUIRED_ATTRIBUTE,
  EARLY_CLICK_SELECTOR,
  EARLY_INPUT_PROPERTY,
  INTENT_EVENTS,
  MESSAGES,
  PAGE_GLOBALS_ELEMENT_ID,
  SLOT_IDS,
  escapeScriptJson,
  serialiseForScript,
  serialisePageGlobals,
  type PageGlobals,
  type RemoteName,
  type ServerHead,
} from '@amb/shared-contracts';
import { escapeHtml } from './html';
import { preloadLinks } from './preloads';

/** A stylesheet of a deployed build: its URL and its file name in the build. */
export interface Stylesheet {
  href: string;
  file: string;
}

/**
 * A build's CSS chunk loader (mini-css-extract) looks for a link whose `data-href` or `href` is the chunk's
 * file name or absolute URL before it adds one: `data-href` names the file, so the stylesheets linked here
 * are not loaded a second time when the remote mounts.
 */
export function stylesheetLink({ href, file }: Stylesheet): string {
  return `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(file)}">`;
}

export interface DocumentParts {
  /** Title without the brand suffix, description, canonical URL, JSON-LD. */
  head: ServerHead;
  globals: PageGlobals;
  header: string;
  footer: string;
  /** Server-rendered main content; empty when a remote renders it in the browser. */
  main?: string;
  /** The state the main content was rendered from (JSON text), for the remote that hydrates it. */
  mainState?: { remote: RemoteName; json: string };
  stylesheets: Stylesheet[];
  /** Scripts the shell loads at once (preloads.ts): fetched beside the HTML. */
  preloads?: string[];
  /** URL of the shell's entry script, or null when no shell is deployed. */
  script: string | null;
  noIndex?: boolean;
}

/**
 * The consent part of the document's one inline script, the first thing in its body: a visitor who stored a consent
 * choice has the body's consent marker removed before the footer is parsed, so the question shows with the first
 * paint only for the others. The browser decides, not the bff: the document is the same for every visitor without a
 * session, so a CDN may keep one copy (no Vary on cookies).
 */
export const CONSENT_SCRIPT =
  `if(/(?:^|; )${CONSENT_COOKIE}=(?:${CONSENT_CHOICES.join('|')})(?:;|$)/.test(document.cookie))` +
  `document.body.removeAttribute('${CONSENT_REQUIRED_ATTRIBUTE}')`;

/**
 * Its early-input part (shared-contracts earlyInput.ts): until the shell's script has arrived and taken over, it
 * records whether an intent event came and the last click on a control that does nothing without script, so the
 * shell loads a deferred slot's remote at once and gives it that click. It only records (no preventDefault): without
 * the shell the page behaves as it would without it.
 */
export const EARLY_INPUT_SCRIPT =
  `(function(w,d){var q=w.${EARLY_INPUT_PROPERTY}={intent:false,click:null,taken:false};` +
  `function i(){q.intent=true}` +
  `${JSON.stringify(INTENT_EVENTS)}.forEach(function(t){w.addEventListener(t,i,{capture:true,passive:true})});` +
  `d.addEventListener("click",function(e){if(q.taken||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;` +
  `var t=e.target,b=t&&t.closest&&t.closest(${JSON.stringify(EARLY_CLICK_SELECTOR)});if(b)q.click=b},true)})(window,document)`;

/** The document's one inline script; its hash is in the CSP (securityHeaders.ts), nothing else is inline. */
export const INLINE_SCRIPT = `${CONSENT_SCRIPT};${EARLY_INPUT_SCRIPT}`;
export const INLINE_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

/**
 * The brand mark as the browser's tab and home-screen icon (bff/public, served by routes/icons.ts); with an
 * origin for a page on another host (the template).
 */
export function iconLinks(origin = ''): string {
  return (
    `<link rel="icon" href="${origin}/favicon.ico" sizes="any">` +
    `<link rel="icon" href="${origin}/favicon.svg" type="image/svg+xml">` +
    `<link rel="apple-touch-icon" href="${origin}/apple-touch-icon.png">`
  );
}

export const ICON_LINKS = iconLinks();

export function pageTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/**
 * A page may name its canonical address as a path: it is the seminar site's (the newer site shows the same
 * pages, so search engines should index them once, on the main site).
 */
function absoluteCanonical(canonical: string, mainDomain: string): string {
  return canonical.startsWith('/') && !canonical.startsWith('//') ? `${mainDomain}${canonical}` : canonical;
}

function headTags({ description, canonical: given, jsonLd = [] }: ServerHead, mainDomain: string): string {
  const canonical = given && absoluteCanonical(given, mainDomain);
  return (
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    (canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '') +
    jsonLd.map((data) => `<script type="application/ld+json">${serialiseForScript(data)}</script>`).join('')
  );
}

function mainStateScript(state: DocumentParts['mainState']): string {
  if (!state) return '';
  return (
    `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="${state.remote}">` +
    `${escapeScriptJson(state.json)}</script>`
  );
}

/**
 * The skip link, the first focusable element of every document: hidden until it has the focus, it jumps to the
 * main slot, which takes the focus (tabindex -1) so the next Tab starts in the page's content. Its few rules are
 * inline so it works in every document, also one without the site's stylesheets.
 */
export const SKIP_LINK =
  '<style>.amb-skip-link:not(:focus){position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;' +
  'clip-path:inset(50%);white-space:nowrap}.amb-skip-link:focus{position:absolute;top:8px;left:8px;z-index:1000;' +
  'display:inline-flex;align-items:center;min-height:44px;padding:8px 16px;background:#fff;' +
  'color:var(--amb-color-link,#004b87);font-weight:650;box-shadow:0 2px 10px rgb(29 29 31/.14)}' +
  `#${SLOT_IDS.main}:focus{outline:none}</style>` +
  `<a class="amb-skip-link" href="#${SLOT_IDS.main}">${escapeHtml(MESSAGES.skipToContent)}</a>`;

/** The main slot's opening tag: the skip link's target, focusable by script and by the link only. */
export const MAIN_SLOT_OPEN = `<main id="${SLOT_IDS.main}" tabindex="-1">`;

/** The HTML document of every page route (COMMON.md "The document the bff renders"). */
export function renderDocument(parts: DocumentParts): string {
  const styles = parts.stylesheets.map(stylesheetLink).join('');
  // `async`, not `defer`: the shell's entry (the webpack and federation runtimes) is evaluated in a task of its own
  // when it arrives, not in the parser's last task together with DOMContentLoaded and the page's first layout (on a
  // phone the two made one long task). The entry waits for the parsed document itself (shell/src/index.ts).
  const script = parts.script ? `<script src="${escapeHtml(parts.script)}" async></script>` : '';
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    (parts.noIndex ? '<meta name="robots" content="noindex">' : '') +
    `<title>${escapeHtml(pageTitle(parts.head.title))}</title>${headTags(parts.head, parts.globals.mainDomain)}${ICON_LINKS}${styles}` +
    preloadLinks(parts.preloads ?? []) +
    `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(parts.globals)}</script>` +
    `</head><body ${CONSENT_REQUIRED_ATTRIBUTE}><script>${INLINE_SCRIPT}</script>${SKIP_LINK}` +
    // The slots are the page's landmarks (banner, main, contentinfo): all content sits inside one.
    `<header id="${SLOT_IDS.header}">${parts.header}</header>` +
    `${MAIN_SLOT_OPEN}${parts.main ?? ''}</main>` +
    `<footer id="${SLOT_IDS.footer}">${parts.footer}</footer>` +
    `${mainStateScript(parts.mainState)}${script}</body></html>`
  );
}

export const UNAVAILABLE_TITLE = MESSAGES.unavailableTitle;
export const UNAVAILABLE_TEXT = MESSAGES.unavailableText;

export interface NoticeParts {
  title: string;
  text: string;
  /** Trusted markup under the text (forms, links), already escaped by the caller. */
  actions: string;
}

/** A standalone German page (no remotes, no globals, not indexed) for answers outside the normal pages. */
export function renderNoticeDocument(parts: NoticeParts): string {
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(pageTitle(parts.title))}</title></head><body>${SKIP_LINK}` +
    `${MAIN_SLOT_OPEN}<h1>${escapeHtml(parts.title)}</h1><p>${escapeHtml(parts.text)}</p>` +
    `${parts.actions}</main></body></html>`
  );
}

export function homeLink(homeUrl: string): string {
  return `<p><a href="${escapeHtml(homeUrl)}">Zur Startseite</a></p>`;
}

/** The page for when the api is down (502) or too slow (504, with MESSAGES.pageTimeout). */
export function renderUnavailableDocument(homeUrl: string, text: string = UNAVAILABLE_TEXT): string {
  return renderNoticeDocument({ title: UNAVAILABLE_TITLE, text, actions: homeLink(homeUrl) });
}
