/** jest setup of every remote: jest-dom matchers and a clean window between tests. */
import '@testing-library/jest-dom';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.restoreAllMocks();
});
