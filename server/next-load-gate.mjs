// When the server begins loading Next (docs/decisions/179-next-loaded-after-the-first-page.md).
// `import("next")` and `prepare()` run long stretches of CommonJS that give the event loop no turn;
// a create page asked in the first moments after listening, which the kept render answers at once
// (decision 168), would wait ~100–150 ms of CPU for the first of them. So Next begins loading at
// the first of: a request only Next can answer (it waits for Next anyway, no later than now),
// the first kept answer sent, or `graceMs` after listening, when nobody asked.

/**
 * @param {{ graceMs: number }} options
 * @returns {{ loading: Promise<void>, load(): void, listening(): void }}
 *   `loading` settles when Next may load; `load()` lets it at once; `listening()` starts the grace.
 */
export function nextLoadGate({ graceMs }) {
  /** @type {() => void} */
  let load = () => {};
  const loading = /** @type {Promise<void>} */ (new Promise((resolve) => (load = resolve)));
  return {
    loading,
    load,
    listening() {
      setTimeout(load, graceMs);
    },
  };
}
