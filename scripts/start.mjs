// npm start: builds what is not built yet, then runs the server (API, docs and web app on one port).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../apps/api/dist/server.js');
