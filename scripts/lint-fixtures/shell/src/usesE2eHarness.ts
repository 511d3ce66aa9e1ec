// Planted: a package importing from e2e/.
import { baseUrl } from '../../e2e/harness/system';

export const shellBaseUrl = baseUrl;
