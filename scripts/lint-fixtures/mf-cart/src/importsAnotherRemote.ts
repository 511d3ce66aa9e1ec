// Planted: a remote importing another remote.
import { App } from '../../mf-account/src/App';

export const accountApp = App;
