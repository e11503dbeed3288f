"use client";
import {
  Activity,
  createElement,
  lazy,
  memo,
  Suspense,
  use,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";

const onServer = typeof window === "undefined";

/** A component's code, opened once it has loaded: what was drawn from it waits until then. */
export type CodeGate<P> = {
  promise: Promise<ComponentType<P>>;
  opened: boolean;
  open: (component: ComponentType<P>) => void;
  /** Asks for the code; called where the part is drawn in the browser alone, with no server HTML to keep. */
  request?: () => void;
  /** Called once the part is drawn by its code, in the commit (components/ui/gated-part.tsx). */
  onHydrated?: () => void;
};

export function codeGate<P>(): CodeGate<P> {
  let resolve: (component: ComponentType<P>) => void = () => {};
  const gate: CodeGate<P> = {
    promise: new Promise((done) => (resolve = done)),
    opened: false,
    open: (component) => {
      if (gate.opened) return;
      gate.opened = true;
      // React's mark of a settled promise: `use` reads it at once, not a turn of the event loop later
      void Object.assign(gate.promise, { status: "fulfilled", value: component });
      resolve(component);
    },
  };
  return gate;
}

/**
 * The part as the server renders it: React's `lazy` over `load`, so its code is no first-load script.
 * The server imports it as this module loads, and the lazy component reads it at once when it is here
 * (a thenable that answers at once): a part still loading on the server's first page would suspend
 * and stream after the shell, behind its pending line (decision 172).
 */
export function servedPart<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let ready: ComponentType<P> | null = null;
  if (onServer)
    load().then(
      (component) => (ready = component),
      () => {},
    );
  return lazy(() => {
    const component = ready;
    if (!component) return load().then((loaded) => ({ default: loaded }));
    // React's lazy takes a module already here when the thenable answers at once (a Promise never does)
    const now = { then: (answer: (module: { default: ComponentType<P> }) => void) => answer({ default: component }) };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
}

const noSubscription = () => () => {};

function Loaded<P extends object>({ gate, props }: { gate: CodeGate<P>; props: P }) {
  // true while React hydrates the server's HTML; drawn in the browser alone, the code is asked for now
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (!hydrating && !gate.opened) gate.request?.();
  useLayoutEffect(() => gate.onHydrated?.(), [gate]);
  // one component per gate, the same module's export every time: not a component made in render
  return createElement(use(gate.promise), props);
}

type Props<P> = {
  /** The part as the server renders it: made with React's `lazy`, so its code is no first-load script. */
  served: ComponentType<P>;
  /** Opened with the same component once its code is here, typically on the visitor's first tap. */
  gate: CodeGate<P>;
  props: P;
  /**
   * Shown only where no server HTML is there to keep (a screen drawn in the browser) until the gate
   * opens. Without it the part is an Activity boundary: React's server renderer writes a Suspense
   * boundary of more than 12.8 KB (its `progressiveChunkSize`) after the page, behind its fallback,
   * revealed by a script, while an Activity boundary stays in place; drawn in the browser alone, such
   * a part suspends to the Suspense boundary above it (a navigation keeps the screen before).
   */
  pending?: ReactNode;
};

/**
 * A part whose code the page loads only when a visitor asks for it (issue 57,
 * docs/decisions/167-first-load-on-the-click.md), such as a folded form. The server renders it; in
 * the browser its HTML stays as it came, unhydrated, until the gate opens: React leaves a boundary
 * whose content waits on a promise as the server sent it, and hydrates it in place once the promise
 * is settled, with what was typed or ticked in it meanwhile (a plain HTML form in it works before
 * its code does). Not drawn again while the gate is shut: new props before hydration would make
 * React draw the boundary afresh, the server's HTML lost.
 */
function ServerHtmlUntilLoadedPart<P extends object>({ served: Served, gate, props, pending }: Props<P>) {
  const part = onServer ? <Served {...props} /> : <Loaded gate={gate} props={props} />;
  // a large part (the wishes' cards, decision 172): in place in the server's HTML, hydrated as a
  // Suspense boundary is (kept as it came while its content waits on the gate)
  if (pending === undefined) return <Activity>{part}</Activity>;
  return <Suspense fallback={pending}>{part}</Suspense>;
}

export const ServerHtmlUntilLoaded = memo(
  ServerHtmlUntilLoadedPart,
  (_before, after) => !after.gate.opened,
) as typeof ServerHtmlUntilLoadedPart;
