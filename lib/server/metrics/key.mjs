// Where the process keeps its metrics (./registry.mjs), in a file of its own so that the app's
// side (./index.ts) can find them without importing prom-client into Next's bundles.

/** The key on globalThis under which server.mjs leaves the registry for the app. */
export const METRICS_KEY = Symbol.for("wunschliste.metrics");
