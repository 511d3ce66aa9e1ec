/** jest setup of every remote: jest-dom matchers and a clean window between tests. */
import '@testing-library/jest-dom';

// jsdom does not scroll (it reports "not implemented"); the kit's Link scrolls to the top after navigating.
window.scrollTo = () => undefined;

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.restoreAllMocks();
});
