// Async boundary: shared modules (react, react-dom, …) settle before any of our code runs.
import('./bootstrap');

export {};
