"use client";
// A part of the first screen whose code is no first-load script (issue 57,
// docs/decisions/180-invite-and-login-on-the-first-tap.md): the server renders it; in the browser its
// HTML stays as it came, unhydrated, until the visitor first reaches into it (a tap, a key, focus) or
// until it must show something the server did not draw. A button pressed before its code is here is
// pressed again once the part has hydrated, so the press is not lost.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { codeGate, ServerHtmlUntilLoaded, servedPart, type CodeGate } from "./ServerHtmlUntilLoaded";

export type GatedPart<P> = {
  gate: CodeGate<P>;
  /** The part as the server renders it (React's `lazy` over its module). */
  served: ComponentType<P>;
  /** Fetches the code without hydrating anything (when the browser is idle). */
  prefetch: () => void;
  /** Fetches the code and opens the gate: the part hydrates in place. False when it is unreachable. */
  load: () => Promise<boolean>;
  /** The button pressed before the part hydrated, pressed again once it has; busy meanwhile. */
  pressed: HTMLElement | null;
  press: (button: HTMLElement) => void;
  /** Its code drew it: React handles its presses itself from now on. */
  hydrated: boolean;
};

/** A part whose code `importPart` loads: one per part, made where its module is named. */
export function gatedPart<P>(importPart: () => Promise<ComponentType<P>>): GatedPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = () =>
    (loading ??= importPart().catch((error: unknown) => {
      // offline: the next reach asks again; the server's HTML stays meanwhile
      loading = null;
      throw error;
    }));
  const part: GatedPart<P> = {
    gate: codeGate<P>(),
    served: servedPart(fetchCode),
    prefetch: () => void fetchCode().catch(() => {}),
    load: () =>
      fetchCode().then(
        (component) => {
          part.gate.open(component);
          return true;
        },
        () => false,
      ),
    pressed: null,
    press: (button) => {
      part.pressed?.removeAttribute("aria-busy");
      part.pressed = button;
      button.setAttribute("aria-busy", "true");
    },
    hydrated: false,
  };
  // drawn in the browser alone (a navigation to the list): the code at once
  part.gate.request = () => void part.load();
  part.gate.onHydrated = () => {
    part.hydrated = true;
    const pressed = part.pressed;
    part.pressed = null;
    if (!pressed) return;
    pressed.removeAttribute("aria-busy");
    // after the commit, when React's handlers are on the hydrated button
    if (pressed.isConnected) setTimeout(() => pressed.click());
  };
  return part;
}

/**
 * A tap, a key or focus: React holds these back from unhydrated markup (and stops them at its root),
 * so the window listens in the capture phase, before React's root does (decision 172). A tap's click
 * too: one pressed before the page's scripts listened is released after, heard only as its click.
 */
const FIRST_INPUTS = ["pointerdown", "focusin", "keydown", "click"] as const;

/**
 * Calls `load` on the visitor's first tap, key or focus in `region`, or at once while `needed` or
 * when a fold in it is open already (tapped before the page's scripts listened: its toggle went
 * unheard); the browser fetches the code when idle (`prefetch`) meanwhile. `onClick` hears the
 * region's clicks first, in the capture phase. Nothing once `loaded`.
 */
export function useLoadOnFirstInput(
  region: RefObject<HTMLElement | null>,
  { loaded, needed, load, prefetch, onClick }: FirstInputOptions,
): void {
  useEffect(() => {
    if (loaded) return;
    const inRegion = (event: Event) => event.target instanceof Node && region.current?.contains(event.target) === true;
    // heard until the part has loaded, also while its code is on the way because it is needed: a
    // press then would otherwise fall on markup React does not handle yet, and be lost
    const onRegionClick = (event: MouseEvent) => void (inRegion(event) && onClick?.(event));
    window.addEventListener("click", onRegionClick, { capture: true });
    const stopClicks = () => window.removeEventListener("click", onRegionClick, { capture: true });
    if (needed || region.current?.querySelector("details[open]")) {
      const stopLoad = load();
      return () => {
        stopClicks();
        stopLoad?.();
      };
    }
    const onInput = (event: Event) => void (inRegion(event) && load());
    for (const type of FIRST_INPUTS) window.addEventListener(type, onInput, { capture: true });
    const idle = window.requestIdleCallback ? window.requestIdleCallback(prefetch, { timeout: 2000 }) : null;
    return () => {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, { capture: true });
      stopClicks();
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [region, loaded, needed, load, prefetch, onClick]);
}

type FirstInputOptions = {
  loaded: boolean;
  needed: boolean;
  /** Returns what stops a load still on its way from reaching an unmounted part. */
  load: () => (() => void) | void;
  prefetch: () => void;
  onClick?: (event: MouseEvent) => void;
};

/**
 * `part`, drawn by the server and kept as its HTML until the visitor reaches into it or `needed` says
 * it must show more than the server drew. A wrapper without a box of its own (`display: contents`)
 * marks the region, so the layout is the part's as before.
 */
export function CodeOnFirstInput<P extends object>({
  part,
  props,
  needed,
}: {
  part: GatedPart<P>;
  props: P;
  needed: boolean;
}): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  // drawn again once the gate is open: props that changed while it was shut reach the part
  const [opened, setOpened] = useState(part.gate.opened);
  const load = useCallback(() => {
    let mounted = true;
    void part.load().then((done) => mounted && done && setOpened(true));
    return () => void (mounted = false);
  }, [part]);
  // a press (a click, Enter or Space on a button) before the part hydrated: React would drop it, so
  // it stops here and is pressed again once the code is here (`onHydrated` above), busy meanwhile
  const onClick = useCallback(
    (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
      if (part.hydrated || !button) return;
      event.stopPropagation();
      part.press(button);
      load();
    },
    [part, load],
  );
  useLoadOnFirstInput(region, { loaded: opened, needed, load, prefetch: part.prefetch, onClick });
  return (
    <div ref={region} className="gated-part">
      <ServerHtmlUntilLoaded served={part.served} gate={part.gate} props={props} />
    </div>
  );
}
