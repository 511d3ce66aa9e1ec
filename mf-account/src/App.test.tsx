import { testPageTable } from '@amb/remote-kit/testing';
import { App } from './App';
import { REMOTE } from './lifecycles';
import { PAGES } from './pages';
import { makeStore } from './store';
import { PATH_WITHOUT_PAGE } from './testing/expectedPages';

testPageTable(REMOTE, { App, makeStore, pages: PAGES, pathWithoutPage: PATH_WITHOUT_PAGE });
