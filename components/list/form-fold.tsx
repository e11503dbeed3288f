"use client";
// Where focus goes when a wish's form opens (the card's disclosure, in every visitor's first
// scripts); folding it away again is ./form-cancel.tsx's, loaded with the forms (decision 157).

/** The first thing to type into or choose, else the submit button: where focus goes when the form opens. */
export function firstField(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>("form input:not([disabled]), form .icon-option:not([disabled])") ??
    root.querySelector<HTMLElement>("form [type=submit]:not([disabled])")
  );
}
