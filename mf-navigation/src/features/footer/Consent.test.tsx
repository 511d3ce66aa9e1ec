import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, hasMarketingConsent, readConsent, storeConsent } from '@amb/shared-contracts/core';
import { testGlobals } from '../../testing/globals';
import { Footer } from './Footer';
import { CONSENT_TEXTS } from './ConsentBanner';

const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(clearConsent);
afterEach(clearConsent);

const question = () => screen.queryByRole('dialog', { name: CONSENT_TEXTS.heading });

describe('consent question', () => {
  it('asks until a choice is made, with both choices and the privacy page', async () => {
    render(<Footer globals={testGlobals()} />);

    const dialog = await screen.findByRole('dialog', { name: CONSENT_TEXTS.heading });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('technisch notwendige Cookies'));
    expect(within(dialog).getByRole('heading', { name: CONSENT_TEXTS.heading })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nur notwendige' })).toBeInTheDocument();
    // Shown on load it leaves the focus where the visitor is.
    expect(dialog).not.toHaveFocus();
  });

  it('is usable with the keyboard alone and stores "Nur notwendige" without marketing consent', async () => {
    render(<Footer globals={testGlobals()} />);
    const dialog = await screen.findByRole('dialog');

    // No choice yet: Esc does not make one.
    await userEvent.keyboard('{Escape}');
    expect(question()).toBeInTheDocument();

    // Tab reaches it after the footer's own links.
    const privacy = within(dialog).getByRole('link', { name: 'Datenschutzerklärung' });
    for (let presses = 0; presses < 40 && document.activeElement !== privacy; presses += 1) await userEvent.tab();
    expect(privacy).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Nur notwendige' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(question()).not.toBeInTheDocument();
    expect(readConsent()).toBe('necessary');
    expect(hasMarketingConsent()).toBe(false);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=necessary`);
  });

  it('stores "Alle akzeptieren" as marketing consent', async () => {
    render(<Footer globals={testGlobals()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(question()).not.toBeInTheDocument();
    expect(hasMarketingConsent()).toBe(true);
  });

  it('does not ask again once a choice is stored', async () => {
    storeConsent('necessary');
    render(<Footer globals={testGlobals()} />);
    // Give the mount effect its turn before looking.
    await waitFor(() => expect(screen.getByRole('button', { name: CONSENT_TEXTS.settings })).toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();
  });

  it('lets the choice be changed from the footer; Esc keeps it and focus returns', async () => {
    storeConsent('necessary');
    render(<Footer globals={testGlobals()} />);
    const settings = screen.getByRole('button', { name: CONSENT_TEXTS.settings });

    await userEvent.click(settings);
    expect(await screen.findByRole('dialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(readConsent()).toBe('necessary');

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent()).toBe('all');
    expect(settings).toHaveFocus();
  });
});
