// The base styles are part of the page itself (inlined into index.html), so the first screen the
// gateway may put into it is styled before any script runs.
import './styles.css';
// Async boundary: the shared modules (react, react-router, relay...) are negotiated before bootstrap runs.
import('./bootstrap');
