import { BRAND_NAME, MESSAGES, PAGE_ROUTES, SLOT_IDS } from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';

/**
 * The German 404 page in the main slot, for paths no remote owns reached in the browser. It is the remote kit's
 * NotFoundPage in plain DOM (the same elements, classes, texts and links; `notFound.test.ts` compares them), so a
 * user meets one not-found page, without the shell bundling React components. It draws only into an empty slot:
 * a 404 document already holds the page, rendered on the server.
 */
export function notFoundLifecycles(): LifeCycles {
  let root: HTMLElement | null = null;
  return {
    bootstrap: () => Promise.resolve(),
    mount: () => {
      const slot = document.getElementById(SLOT_IDS.main);
      if (slot && !slot.firstElementChild) {
        root = element('div');
        root.setAttribute('data-boundary', 'shell');
        root.append(notFoundPage());
        slot.append(root);
        document.title = `${MESSAGES.pageNotFoundTitle} | ${BRAND_NAME}`;
      }
      return Promise.resolve();
    },
    unmount: () => {
      root?.remove();
      root = null;
      return Promise.resolve();
    },
  };
}

/** `<section class="kit-page">` with the one h1, the text and the ways on, as the kit renders it. */
export function notFoundPage(): HTMLElement {
  const links = element('p', 'kit-page__links');
  links.append(link(PAGE_ROUTES.seminarList.path, 'Zur Seminarübersicht'), link('/', 'Zur Startseite'));
  const page = element('section', 'kit-page');
  page.append(
    element('h1', 'kit-page__heading', MESSAGES.pageNotFoundTitle),
    element('p', undefined, MESSAGES.pageNotFoundText),
    links,
  );
  return page;
}

function element(tag: string, className?: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function link(href: string, label: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = label;
  return anchor;
}
