"use client";
import { useCallback, useId, useRef, useState } from "react";
import type { ApiFailure } from "@/lib/client/api-client";
import { formFailure, type FailureWording, type FormFailure } from "./failure";
import { waitingField } from "./waiting-button";

/**
 * One request at a time from a form or a card: busy while it is under way (a second tap meanwhile,
 * even in the same frame, sends nothing), and what went wrong as the screen's sentence, with the
 * form's input it is about. `inputs` maps the server's field names to the form's inputs (formFailure).
 */
export function useSending<Input extends string = never>(
  wording: FailureWording,
  inputs: Readonly<Record<string, Input>> = {},
) {
  const [busy, setBusy] = useState(false);
  // a ref as well: two taps in one frame both see the state as "not busy"
  const busyRef = useRef(false);
  const [problem, setProblem] = useState<FormFailure<Input> | null>(null);
  const errorId = useId();

  /** Says what is wrong before anything is sent (an empty input, an unreadable file); null: nothing. */
  const fail = (message: string | null, field: Input | null = null) =>
    setProblem(message === null ? null : { message, field });

  /**
   * Sends once; the answer, or null when it failed (the problem shows) or another one is under way.
   * A success clears the problem. `keepBusy`: still busy after a success, for a form whose screen
   * is left next (no second tap meanwhile).
   */
  async function send<A extends { ok: true }>(
    request: () => Promise<A | ApiFailure>,
    { keepBusy = false } = {},
  ): Promise<A | null> {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    const result = await request();
    if (result.ok && keepBusy) return result;
    busyRef.current = false;
    setBusy(false);
    if (!result.ok) {
      setProblem(formFailure(result, wording, inputs));
      return null;
    }
    setProblem(null);
    return result;
  }

  /** The id of the error box for the input the problem is about (Field's `errorId`). */
  const errorAbout = (input: Input) => (problem?.field === input ? errorId : undefined);

  return { busy, problem, fail, send, errorId, errorAbout };
}

export type Sending = ReturnType<typeof useSending<string>>;

/** What a text field gets from `bind`. */
export type BoundInput = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  errorId: string | undefined;
} & ReturnType<typeof waitingField>;

/**
 * A form's texts: `bind(input)` wires a text field to its text, keeps it still while `busy` (with
 * the focus in it: waitingField), and points it at the error box that `errorAbout` names for it. `clear()`: all empty as at first.
 */
export function useTextInputs<Input extends string>(
  initial: Record<Input, string>,
  { busy, errorAbout }: { busy: boolean; errorAbout?: (input: Input) => string | undefined },
) {
  const [values, setValues] = useState(initial);
  const [first] = useState(initial);
  const setValue = useCallback(
    (input: Input, text: string) => setValues((current) => ({ ...current, [input]: text })),
    [],
  );
  const bind = (input: Input): BoundInput => ({
    value: values[input],
    onChange: (event) => setValue(input, event.target.value),
    ...waitingField(busy),
    errorId: errorAbout?.(input),
  });
  return { values, setValue, bind, clear: () => setValues(first) };
}

/** A form's texts (useTextInputs) with its sending (useSending): an input is marked when the problem is about it. */
export function useSendingForm<Input extends string>(
  initial: Record<Input, string>,
  wording: FailureWording,
  inputs: Readonly<Record<string, Input>>,
) {
  const sending = useSending<Input>(wording, inputs);
  return { ...sending, ...useTextInputs(initial, sending) };
}
