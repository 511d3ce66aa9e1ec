import { render, screen } from '@testing-library/react';
import { PAGE_META } from '@amb/shared-contracts/core';
import { APP_FEATURES, APP_STORE_LINKS } from '@amb/shared-contracts/content';
import { mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { AppDownloadPage } from './AppDownloadPage';

describe('app page', () => {
  it('shows what the app offers and names each store, without inventing a store address', async () => {
    const calls = mockFetch({});
    visit('/service/amb-app/download');
    renderInRemote(REMOTE, <App />, makeStore());
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_META.appDownload.title })).toBeInTheDocument();
    for (const feature of APP_FEATURES) expect(screen.getByText(feature).tagName).toBe('LI');
    // No store address is configured yet: each store is named, none is linked.
    expect(APP_STORE_LINKS.every((link) => link.url === null)).toBe(true);
    expect(screen.getByText('App Store: Der Link folgt in Kürze.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('links a store once its address is configured', () => {
    const url = 'https://play.google.com/store/apps/details?id=de.example.app';
    render(<AppDownloadPage title="App" links={[{ store: 'Google Play', label: 'Jetzt bei Google Play', url }]} />);
    expect(screen.getByRole('link', { name: 'Jetzt bei Google Play' })).toHaveAttribute('href', url);
  });
});
