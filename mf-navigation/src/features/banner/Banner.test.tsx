import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, MESSAGES, STORAGE_KEYS } from '@amb/shared-contracts/core';
import { browser } from '../../browser';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';

const fetchMock = jest.fn();
let assign: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
  fetchMock.mockReset();
  global.fetch = fetchMock;
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  document.cookie = 'amb_csrf=token-123; path=/';
});

afterEach(() => {
  assign.mockRestore();
  document.cookie = 'amb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

describe('login link back to the current page', () => {
  it('carries ?redirect= with path and query of the page the visitor is on', () => {
    window.history.replaceState(null, '', '/seminare/t/arbeitsrecht?termin=3#oben');
    render(<HeaderInRemote globals={testGlobals()} />);
    const expected = '/kundenportal/login?redirect=%2Fseminare%2Ft%2Farbeitsrecht%3Ftermin%3D3';
    expect(screen.getByRole('link', { name: 'Bei meinamb anmelden' })).toHaveAttribute('href', expected);
  });

  it('on the works-council site: its own login route with the redirect', () => {
    window.history.replaceState(null, '', '/news');
    render(<HeaderInRemote globals={testGlobals({ site: 'works-council', worksCouncilDomain: 'http://localhost' })} />);
    expect(screen.getByRole('link', { name: 'Bei meinamb anmelden' })).toHaveAttribute(
      'href',
      'http://localhost/kundenportal/login?redirect=%2Fnews',
    );
  });

  it('no redirect from the login or registration pages themselves', () => {
    window.history.replaceState(null, '', '/registrierung?redirect=%2Fseminare');
    render(<HeaderInRemote globals={testGlobals()} />);
    expect(screen.getByRole('link', { name: 'Bei meinamb anmelden' })).toHaveAttribute('href', '/kundenportal/login');
  });
});

describe('impersonation bar', () => {
  const impersonated = () => testGlobals({ user: { firstname: 'Jörg', impersonated: true } });

  it('names the member and stops through DELETE /api/admin/impersonation, then loads the admin member list', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ user: {} }), { status: 200 }));
    render(<HeaderInRemote globals={impersonated()} />);
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.impersonationBar.replace('{name}', 'Jörg'));
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.impersonationStop }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/kundenportal/admin/mitglieder'));
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/admin/impersonation') ?? [];
    expect(url).toBe('/api/admin/impersonation');
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect((init as RequestInit).headers).toMatchObject({ 'x-csrf-token': 'token-123' });
  });

  it('disables the button while stopping', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url === '/api/admin/impersonation'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(new Response('[]', { status: 200 })),
    );
    render(<HeaderInRemote globals={impersonated()} />);
    const button = screen.getByRole('button', { name: AUTH_MESSAGES.impersonationStop });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    await act(() => {
      answer(new Response('{}', { status: 200 }));
      return Promise.resolve();
    });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('shows a German error and stays on the page when the api refuses', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: AUTH_MESSAGES.forbidden } }), { status: 403 }),
    );
    render(<HeaderInRemote globals={impersonated()} />);
    const button = screen.getByRole('button', { name: AUTH_MESSAGES.impersonationStop });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpectedError);
    expect(button).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
