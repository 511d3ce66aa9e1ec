export { apiError, json, mockFetch, TEST_CSRF_TOKEN, type Call, type MockRoute } from './fetchMock';
export { renderInRemote, visit } from './renderWithProviders';
export { expectedHeading, outsideAct, testLifecycles, testPageTable, type RemotePages } from './remoteTests';
export { findErrorSummary, findFieldError } from './errorSummary';
export { serverHydration, type ServerHydrationOptions } from './serverHydration';
