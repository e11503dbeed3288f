"use client";

/**
 * Tells a store's readers (useSyncExternalStore) that what it keeps in localStorage changed: on this
 * tab's own writes (`notify`) and on another tab's of this device (the "storage" event).
 */
export function storageSignal() {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      window.addEventListener("storage", onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener("storage", onChange);
      };
    },
  };
}
