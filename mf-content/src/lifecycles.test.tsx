import { screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount } from './lifecycles';
import { EXPECTED_PAGES } from './testing/expectedPages';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

const props = { name: 'mf_content/App', singleSpa: {}, mountParcel: jest.fn() } as never;

describe('single-spa lifecycles', () => {
  // single-spa drives React's roots itself here, as in the browser: no act() environment.
  beforeEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mountet die Seite in #amb-main mit data-boundary und räumt beim Unmount auf', async () => {
    document.body.innerHTML = '<main id="amb-main"></main>';
    window.history.pushState({}, '', EXPECTED_PAGES[0]![0]);
    await bootstrap(props);
    await mount(props);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(EXPECTED_PAGES[0]![1]);
    expect(document.querySelector('#amb-main [data-boundary="mf_content"]')).not.toBeNull();
    await unmount(props);
    await waitFor(() => expect(document.getElementById('amb-main')).toBeEmptyDOMElement());
  });
});
