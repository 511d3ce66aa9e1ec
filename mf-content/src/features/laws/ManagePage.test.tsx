import { act, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { browser } from '../../components/editorAccess';
import { MANAGE_CONTENT } from './lawFixtures';

/** The page at `path`: the editors' pages are chunks of their own, loaded in `act` as the kit loads them. */
async function renderAt(path: string) {
  visit(path);
  await act(async () => {
    renderInRemote(REMOTE, <App />, makeStore());
    await Promise.resolve();
  });
}

describe('/manage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows an editor's tools and every content item with kind, date and link", async () => {
    mockFetch({ '/api/manage/content': () => json(MANAGE_CONTENT) });
    await renderAt('/manage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redaktion' })).toBeInTheDocument();
    const tools = await screen.findByRole('navigation', { name: 'Werkzeuge' });
    expect(within(tools).getByRole('link', { name: 'Gesetze bearbeiten' })).toHaveAttribute(
      'href',
      '/manage/legislation',
    );
    expect(within(tools).getByRole('link', { name: 'PDF-Analyse' })).toHaveAttribute('href', '/manage/pdf-analysis');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BAG zur Arbeitszeiterfassung', 'News', '01.10.2025']);
    expect(within(rows[2]!).getByRole('link', { name: 'KI im Betrieb' })).toHaveAttribute(
      'href',
      '/fachartikel/ki-im-betrieb',
    );
  });

  it('shows the German forbidden page to a member who is no editor', async () => {
    mockFetch({ '/api/manage/content': () => apiError(403, AUTH_MESSAGES.forbidden) });
    await renderAt('/manage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(screen.getByText(/Diese Seite ist der Redaktion vorbehalten/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends a logged-out visitor to the login, coming back here', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockFetch({ '/api/manage/content': () => apiError(401, AUTH_MESSAGES.loginRequired) });
    await renderAt('/manage');
    await screen.findByRole('heading', { level: 1, name: 'Redaktion' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fmanage'));
    expect(screen.queryByText(AUTH_MESSAGES.loginRequired)).toBeNull();
  });
});
