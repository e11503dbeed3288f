"use client";
import { useEffect, useRef, type ReactNode } from "react";
import { TextField } from "./Field";

/**
 * A chosen file. `document` is its JSON once read, `undefined` when it is no JSON (then
 * `onUnreadable` has said so): given at once, so that a tap right after choosing waits for it.
 */
export type ChosenFile = { name: string; document: Promise<unknown> };

/**
 * A file downloaded from here before (a list, a draw) to start from. Read in the browser only as far
 * as being JSON: the server checks the document. `onChange` gets null when no file or an unreadable
 * one is chosen; `onUnreadable` then says `unreadable`. A file chosen before the page's scripts ran
 * (a slow phone) is taken when they do.
 */
export function JsonFileField({
  label,
  hint,
  unreadable,
  disabled,
  onChange,
  onUnreadable,
  testId,
}: {
  label: ReactNode;
  hint: ReactNode;
  unreadable: string;
  disabled: boolean;
  onChange: (file: ChosenFile | null) => void;
  onUnreadable: (message: string) => void;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  function choose(file: File | undefined) {
    if (!file) return onChange(null);
    const document = file
      .text()
      .then((text): unknown => JSON.parse(text))
      .catch(() => {
        onChange(null);
        onUnreadable(unreadable);
        return undefined;
      });
    onChange({ name: file.name, document });
  }
  const chooseOnStart = useRef(choose);
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) chooseOnStart.current(file);
  }, []);

  return (
    <TextField
      label={label}
      hint={hint}
      type="file"
      accept="application/json,.json"
      disabled={disabled}
      ref={input}
      onChange={(event) => choose(event.target.files?.[0])}
      data-testid={testId}
    />
  );
}
