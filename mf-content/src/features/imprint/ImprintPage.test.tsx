import { screen, within } from '@testing-library/react';
import { ACADEMY_CONTACT, ACADEMY_LEGAL, PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { renderAt } from '../../testing/serverRender';

describe('/impressum', () => {
  it('names the provider, its address, contact, representatives, register and VAT id from the brand config', () => {
    visit(PAGE_ROUTES.imprint.path);
    renderInRemote(REMOTE, <App />, makeStore());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Impressum');
    const provider = screen.getByRole('region', { name: 'Anbieter' });
    expect(provider).toHaveTextContent(
      `${ACADEMY_CONTACT.name} ${ACADEMY_LEGAL.legalForm}${ACADEMY_CONTACT.street}${ACADEMY_CONTACT.postalCode} ${ACADEMY_CONTACT.city}`,
    );
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByRole('link', { name: ACADEMY_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${ACADEMY_CONTACT.email}`,
    );
    expect(within(contact).getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute('href', '/service/kontakt');
    const register = screen.getByRole('region', { name: 'Vertretung und Register' });
    for (const fact of [...ACADEMY_LEGAL.managingDirectors, ACADEMY_LEGAL.registerNumber, ACADEMY_LEGAL.vatId])
      expect(register).toHaveTextContent(fact);
  });

  it('is rendered on the server with its head, without asking the api', async () => {
    const calls = mockFetch({});
    const result = await renderAt(PAGE_ROUTES.imprint.path);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: PAGE_META.imprint.title,
      description: PAGE_META.imprint.description,
      canonical: `${testPageGlobals().mainDomain}${PAGE_ROUTES.imprint.path}`,
    });
    expect(result.html).toContain('<h1 class="kit-page__heading">Impressum</h1>');
    expect(result.html).toContain(ACADEMY_LEGAL.registerNumber);
    expect(calls).toEqual([]);
  });
});
