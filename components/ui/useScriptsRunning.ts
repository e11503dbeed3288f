import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * `true` once this component's code runs in the browser, `false` in the server's HTML and until
 * then. A form written as `data-ready={…}` says when a tap is handled by its code: before, the tap
 * posts the page natively (docs/decisions/035), which a browser test must not race.
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
