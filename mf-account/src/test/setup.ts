import '@testing-library/jest-dom';
import { browser } from '../browser';

beforeEach(() => {
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});
