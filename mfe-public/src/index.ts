// Async boundary: Module Federation resolves the shared singletons (react, react-router, relay)
// before any of the app's code runs.
import('./bootstrap');
