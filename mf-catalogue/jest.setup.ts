import '@testing-library/jest-dom';
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
