import { testPageTable } from '@amb/remote-kit/testing';
import { App } from './App';
import { REMOTE } from './lifecycles';
import { makeStore } from './store';
import { EXPECTED_PAGES } from './testing/expectedPages';

testPageTable(REMOTE, { App, makeStore }, EXPECTED_PAGES);
