import { useEffect, useState } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { remoteLifecycles } from '../lifecycles/remoteLifecycles';
import { createApp } from '../pages/createApp';
import { definePage } from '../pages/definePage';
import { createServerRender } from '../pages/serverRender';
import { Page } from '../ui/Page';
import { Loading } from '../ui/states';
import { outsideAct } from './remoteTests';
import { serverHydration } from './serverHydration';

/** A page the server renders as loading (its data needs the session); its skeleton grows at once in the browser. */
function SessionPage() {
  return (
    <Page title="Redaktion">
      <Loading skeletonAfterMs={1} />
    </Page>
  );
}

/** A page that puts a loading state over the server's content once it has hydrated (what the check is for). */
function FlashingPage() {
  const [ready, setReady] = useState(true);
  useEffect(() => setReady(false), []);
  return <Page title="Gesetze pflegen">{ready ? <p>Inhalt vom Server</p> : <Loading />}</Page>;
}

const pages = [
  definePage('manage', { component: SessionPage }),
  definePage('manageLegislation', { component: FlashingPage }),
] as const;
const makeStore = () => configureStore({ reducer: () => ({}) });
const lifecycles = remoteLifecycles({ remote: 'mf_content', App: createApp(pages), makeStore, pages });
const { expectHydration } = serverHydration({
  remote: 'mf_content',
  render: createServerRender({ remote: 'mf_content', pages, makeStore, apis: [] }),
  loadLifecycles: () => Promise.resolve(lifecycles),
});

describe('serverHydration', () => {
  outsideAct();

  it('passes a server-rendered loading state that grows its skeleton in the browser (the page’s own timer)', async () => {
    let skeletonGrown = false;
    const observer = new MutationObserver(() => {
      skeletonGrown ||= document.querySelector('.kit-loading > .kit-skeleton') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await expectHydration(PAGE_ROUTES.manage.path);
    observer.disconnect();
    expect(skeletonGrown).toBe(true);
  });

  it('fails when a loading state is put over the server’s content after hydration', async () => {
    await expect(expectHydration(PAGE_ROUTES.manageLegislation.path)).rejects.toThrow(/loadingStateAppeared/);
    await lifecycles.unmount({ name: 'mf_content/App', singleSpa: {}, mountParcel: jest.fn() });
  });
});
