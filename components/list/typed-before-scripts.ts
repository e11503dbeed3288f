"use client";
import { createContext } from "react";

/**
 * What a friend typed into a form the server rendered open (`&reserve=<id>`) before the page's
 * scripts ran (a slow phone, decisions 035 and 070). The form's code loads apart: when an update
 * of the list reaches that form before its code is here, React draws it afresh (the server's
 * fields are removed), and a fresh form would start empty. The card's disclosure — hydrated with
 * the card, without the form's code — keeps the typed text here, and a fresh form starts with it.
 */
export type TypedBeforeScripts = { name?: string; password?: string; amount?: string; anonymous?: boolean };
export type TypedStore = { current: TypedBeforeScripts };

export const TypedBeforeScriptsContext = createContext<TypedStore>({ current: {} });

function readTyped(root: HTMLElement): TypedBeforeScripts | null {
  const name = root.querySelector<HTMLInputElement>('input[data-testid="reserve-name"]')?.value ?? "";
  const password = root.querySelector<HTMLInputElement>('input[type="password"]')?.value ?? "";
  const amount = root.querySelector<HTMLInputElement>('input[data-testid="pledge-amount"]')?.value ?? "";
  // "keep my name secret", ticked (decision 103): a fresh form that lost it would name the giver
  const anonymous = root.querySelector<HTMLInputElement>('[data-testid="reserve-anonymous"] input')?.checked ?? false;
  return name || password || amount || anonymous ? { name, password, amount, anonymous } : null;
}

/** Keeps what is in and what is typed into the server's form in `store`; returns the cleanup. */
export function keepTypedBeforeScripts(root: HTMLElement, store: TypedStore): () => void {
  const read = () => {
    const typed = readTyped(root);
    if (typed) store.current = typed;
  };
  read();
  // a checkbox's tick is an input event too
  root.addEventListener("input", read);
  return () => root.removeEventListener("input", read);
}
