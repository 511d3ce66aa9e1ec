// Async boundary: shared singletons settle before any of our code runs.
void import('./bootstrap');
