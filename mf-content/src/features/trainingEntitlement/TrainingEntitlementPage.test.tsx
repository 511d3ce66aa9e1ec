import { screen, within } from '@testing-library/react';
import { PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';

function renderPage() {
  visit(PAGE_ROUTES.trainingEntitlement.path);
  renderInRemote(REMOTE, <App />, makeStore());
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('/schulungsanspruch', () => {
  it('explains the training entitlement of each body with its legal basis', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_META.trainingEntitlement.title);
    expect(section(/§ 37 Abs\. 6 BetrVG/)).toHaveTextContent('erforderlich');
    expect(section(/§ 37 Abs\. 7 BetrVG/)).toHaveTextContent('drei Wochen');
    expect(section(/§ 37 Abs\. 7 BetrVG/)).toHaveTextContent('vier Wochen');
    expect(section(/§ 179 Abs\. 4 SGB IX/)).toHaveTextContent('Vertrauensperson');
    expect(section(/§ 65 BetrVG/)).toHaveTextContent('Jugend- und Auszubildendenvertretung');
  });

  it('links each body to the matching seminars of the catalogue', () => {
    renderPage();
    const hrefs = (name: RegExp) =>
      within(section(name))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(/§ 37 Abs\. 6/)).toEqual([
      '/seminare/r/br-grundlagen',
      '/seminare/r/betriebsverfassungsrecht',
      '/seminare/r/arbeitsrecht',
    ]);
    expect(hrefs(/§ 179 Abs\. 4 SGB IX/)).toEqual(['/seminare/r/schwerbehindertenvertretung-sbv']);
    expect(hrefs(/§ 65 BetrVG/)).toEqual(['/seminare/r/jav']);
    expect(screen.getByRole('link', { name: 'Alle Seminare ansehen' })).toHaveAttribute('href', '/seminare');
  });
});
