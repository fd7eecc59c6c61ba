// Async boundary: the shared modules (react, react-router, relay...) are negotiated before bootstrap runs.
import('./bootstrap');
