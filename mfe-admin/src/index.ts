// Async boundary: Module Federation resolves the shared singletons before any app code runs.
import('./bootstrap');
