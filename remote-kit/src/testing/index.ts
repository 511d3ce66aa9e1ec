export { apiError, json, mockFetch, type Call, type MockRoute } from './fetchMock';
export { renderInRemote, visit } from './renderWithProviders';
