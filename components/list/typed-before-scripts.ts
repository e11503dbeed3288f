"use client";
import { createContext } from "react";

/**
 * What a friend typed into a form the server rendered open (`&reserve=<id>`) before the page's
 * scripts ran (a slow phone, decision 035/070). The form's code loads apart, so React may render
 * that form afresh instead of taking over the server's HTML (an update reached it before its code
 * did) — and a fresh form would start empty. The card reads the typed text out of the server's
 * HTML when it hydrates and hands it to the form as its first values.
 */
export type TypedBeforeScripts = { name?: string; password?: string };

export const TypedBeforeScriptsContext = createContext<TypedBeforeScripts>({});

export function readTypedBeforeScripts(root: HTMLElement): TypedBeforeScripts | null {
  const name = root.querySelector<HTMLInputElement>('input[data-testid="reserve-name"]')?.value ?? "";
  const password = root.querySelector<HTMLInputElement>('form input[type="password"]')?.value ?? "";
  return name || password ? { name, password } : null;
}
