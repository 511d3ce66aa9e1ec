import { testLifecycles } from '@amb/remote-kit/testing';
import * as lifecycles from './lifecycles';
import { EXPECTED_PAGES } from './testing/expectedPages';

testLifecycles(lifecycles.REMOTE, lifecycles, EXPECTED_PAGES);
