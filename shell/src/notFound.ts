import { BRAND_NAME, MESSAGES, PAGE_ROUTES, SLOT_IDS } from '@amb/shared-contracts';
import type { LifeCycles } from 'single-spa';

/** The German 404 page in the main slot, for paths no remote owns. */
export function notFoundLifecycles(): LifeCycles {
  let page: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const slot = document.getElementById(SLOT_IDS.main);
      if (!slot) return;
      page = document.createElement('section');
      page.className = 'shell-not-found';
      page.setAttribute('data-boundary', 'shell');
      const title = document.createElement('h1');
      title.textContent = MESSAGES.pageNotFoundTitle;
      const text = document.createElement('p');
      text.textContent = MESSAGES.pageNotFoundText;
      const links = document.createElement('p');
      links.className = 'shell-not-found__links';
      links.append(link(PAGE_ROUTES.seminarList.path, 'Zur Seminarübersicht'), link('/', 'Zur Startseite'));
      page.append(title, text, links);
      slot.append(page);
      document.title = `${MESSAGES.pageNotFoundTitle} | ${BRAND_NAME}`;
    },
    unmount: async () => {
      page?.remove();
      page = null;
    },
  };
}

function link(href: string, label: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = label;
  return anchor;
}
