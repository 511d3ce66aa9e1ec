export { apiError, json, mockFetch, TEST_CSRF_TOKEN, type Call, type MockRoute } from './fetchMock';
export { renderInRemote, visit } from './renderWithProviders';
export { describeOwnedRoutes } from './servesOwnedRoutes';
export { outsideAct, testLifecycles, testPageTable, type ExpectedPageTable } from './remoteTests';
