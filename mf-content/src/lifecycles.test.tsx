import { testLifecycles } from '@amb/remote-kit/testing';
import * as lifecycles from './lifecycles';

testLifecycles(lifecycles.REMOTE, lifecycles);
