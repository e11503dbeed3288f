"use client";
import type { ReactNode } from "react";
import { TextField } from "./Field";

export type ChosenFile = { name: string; document: unknown };

/**
 * A file downloaded from here before (a list, a draw) to start from. Read in the browser only as far
 * as being JSON: the server checks the document. `onChange` gets null when no file or an unreadable
 * one is chosen; `onUnreadable` then says `unreadable`.
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
  async function read(file: File | undefined) {
    if (!file) return onChange(null);
    try {
      onChange({ name: file.name, document: JSON.parse(await file.text()) });
    } catch {
      onChange(null);
      onUnreadable(unreadable);
    }
  }

  return (
    <TextField
      label={label}
      hint={hint}
      type="file"
      accept="application/json,.json"
      disabled={disabled}
      onChange={(event) => void read(event.target.files?.[0])}
      data-testid={testId}
    />
  );
}
