import { DEFAULT_REDIRECT_TARGET } from '@amb/shared-contracts/core';
import { REDIRECT_NON_STRINGS, redirectCases } from '@amb/shared-contracts/testing';
import { requestedRedirect, safeRedirect } from './browser';
import { TEST_ORIGINS, installPageGlobals } from '../testing/pageGlobals';

const { refused, accepted } = redirectCases(TEST_ORIGINS);

describe('safeRedirect with the page globals of a site', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = installPageGlobals();
  });
  afterEach(() => remove());

  it.each([...refused, ...REDIRECT_NON_STRINGS].map((value) => [value]))('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe(DEFAULT_REDIRECT_TARGET);
  });

  it.each(accepted)('keeps %j as %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('safeRedirect without page globals', () => {
  it('keeps paths of this site but no absolute URL', () => {
    expect(safeRedirect('/seminare?x=1#y')).toBe('/seminare?x=1#y');
    expect(safeRedirect(`${TEST_ORIGINS.main}/seminare`)).toBe(DEFAULT_REDIRECT_TARGET);
  });
});

describe('requestedRedirect', () => {
  it('liefert den Parameter unverändert oder undefined', () => {
    window.history.replaceState(null, '', '/kundenportal/login?redirect=%2Fseminare%3Fq%3DWahl');
    expect(requestedRedirect()).toBe('/seminare?q=Wahl');
    window.history.replaceState(null, '', '/kundenportal/login');
    expect(requestedRedirect()).toBeUndefined();
  });
});
