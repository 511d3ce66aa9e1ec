import { serverHydration } from '@amb/remote-kit/testing';
import { REMOTE } from '../remote';
import { render } from '../server';

/** The server render of a url as the bff asks for it, and the check that the browser hydrates it as is. */
export const { renderAt, expectHydration } = serverHydration({
  remote: REMOTE,
  render,
  loadLifecycles: () => import('../lifecycles'),
});
