// Async boundary: shared singletons settle before any of our code runs.
import('./bootstrap');
