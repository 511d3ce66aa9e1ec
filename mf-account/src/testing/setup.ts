import { browser } from '../components/browser';

beforeEach(() => {
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
