"use client";
import { createElement, memo, Suspense, use, type ComponentType, type ReactNode } from "react";

const onServer = typeof window === "undefined";

/** A component's code, opened once it has loaded: what was drawn from it waits until then. */
export type CodeGate<P> = {
  promise: Promise<ComponentType<P>>;
  opened: boolean;
  open: (component: ComponentType<P>) => void;
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

function Loaded<P extends object>({ gate, props }: { gate: CodeGate<P>; props: P }) {
  // one component per gate, the same module's export every time: not a component made in render
  return createElement(use(gate.promise), props);
}

type Props<P> = {
  /** The part as the server renders it: made with React's `lazy`, so its code is no first-load script. */
  served: ComponentType<P>;
  /** Opened with the same component once its code is here, typically on the visitor's first tap. */
  gate: CodeGate<P>;
  props: P;
  /** Shown only where no server HTML is there to keep (a screen drawn in the browser) until the gate opens. */
  pending: ReactNode;
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
  return (
    <Suspense fallback={pending}>{onServer ? <Served {...props} /> : <Loaded gate={gate} props={props} />}</Suspense>
  );
}

export const ServerHtmlUntilLoaded = memo(
  ServerHtmlUntilLoadedPart,
  (_before, after) => !after.gate.opened,
) as typeof ServerHtmlUntilLoadedPart;
