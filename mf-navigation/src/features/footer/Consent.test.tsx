import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSENT_COOKIE,
  STORAGE_KEYS,
  hasMarketingConsent,
  readConsent,
  storeConsent,
} from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';
import { CONSENT_TEXTS } from './ConsentBanner';
import { resetConsentQuestion } from './consentQuestion';
import { Footer } from './Footer';

const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(() => {
  clearConsent();
  resetConsentQuestion();
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
  mockFetch({});
});
afterEach(clearConsent);

/** Header and footer as on every page: two roots of mf-navigation. */
function renderPage(overrides: Parameters<typeof testGlobals>[0] = {}) {
  const globals = testGlobals(overrides);
  return render(
    <>
      <header>
        <HeaderInRemote globals={globals} />
      </header>
      <footer>
        <Footer globals={globals} />
      </footer>
    </>,
  );
}

const asked = () => screen.queryByRole('region', { name: CONSENT_TEXTS.heading });
const askedAgain = () => screen.queryByRole('dialog', { name: CONSENT_TEXTS.heading });

describe('consent question', () => {
  it('asks on a first visit at the very top of the header, with both choices and the privacy page', async () => {
    renderPage();
    const question = await screen.findByRole('region', { name: CONSENT_TEXTS.heading });
    expect(question).toHaveAccessibleDescription(expect.stringContaining('technisch notwendige Cookies'));
    expect(within(question).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(within(question).getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Nur notwendige' })).toBeInTheDocument();
    // The first part of the header (in the flow of the page, not over it), and it leaves the focus alone.
    expect(question.closest('.nav-header')?.firstElementChild).toBe(question);
    expect(question).toHaveClass('nav-consent--top');
    expect(question).not.toHaveFocus();
    expect(askedAgain()).not.toBeInTheDocument();
  });

  it('is the first stop of the keyboard; "Nur notwendige" stores no marketing consent and the focus moves on', async () => {
    renderPage();
    const question = await screen.findByRole('region', { name: CONSENT_TEXTS.heading });

    await userEvent.tab();
    expect(within(question).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveFocus();
    await userEvent.tab();
    expect(within(question).getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();
    await userEvent.tab();
    expect(within(question).getByRole('button', { name: 'Nur notwendige' })).toHaveFocus();
    // No choice yet: Esc does not make one.
    await userEvent.keyboard('{Escape}');
    expect(asked()).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');

    expect(asked()).not.toBeInTheDocument();
    expect(readConsent()).toBe('necessary');
    expect(hasMarketingConsent()).toBe(false);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=necessary`);
    // Never <body>: the focus is on what followed the question, the login banner.
    expect(screen.getByRole('link', { name: 'Bei meinamb anmelden' })).toHaveFocus();
  });

  it('stores "Alle akzeptieren" as marketing consent', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(asked()).not.toBeInTheDocument();
    expect(hasMarketingConsent()).toBe(true);
  });

  it('in the frame on another host it floats over the page (the host keeps one copy for every visitor)', async () => {
    renderPage({ absoluteLinks: true });
    const question = await screen.findByRole('dialog', { name: CONSENT_TEXTS.heading });
    expect(question).toHaveClass('nav-consent--floating');
    expect(question.closest('.nav-header')?.firstElementChild).toBe(question);
  });

  it('does not ask again once a choice is stored', async () => {
    storeConsent('necessary');
    renderPage();
    await waitFor(() => expect(asked()).not.toBeInTheDocument());
    expect(askedAgain()).not.toBeInTheDocument();
  });

  it('lets the choice be changed from the footer: a dialog with the focus; Esc keeps the choice, focus returns', async () => {
    storeConsent('necessary');
    renderPage();
    await waitFor(() => expect(asked()).not.toBeInTheDocument());
    const settings = screen.getByRole('button', { name: CONSENT_TEXTS.settings });

    await userEvent.click(settings);
    expect(await screen.findByRole('dialog', { name: CONSENT_TEXTS.heading })).toHaveFocus();
    expect(asked()).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(askedAgain()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(readConsent()).toBe('necessary');

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent()).toBe('all');
    expect(settings).toHaveFocus();
  });

  it("while the first question is open, the footer's button brings the focus to it instead of asking twice", async () => {
    renderPage();
    const question = await screen.findByRole('region', { name: CONSENT_TEXTS.heading });
    await userEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.settings }));
    expect(question).toHaveFocus();
    expect(askedAgain()).not.toBeInTheDocument();
  });
});
