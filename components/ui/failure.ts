// How a failed API call reads to a person (docs/product.md §8), for every screen: the server's own
// sentence (already in the user's language) when it sent one, otherwise the screen's network or
// HTTP-status text; and, for forms, which input the server blamed (its `field`).
import type { ApiFailure } from "@/lib/client/api-client";
import { isDatabaseFault } from "@/lib/errors";

/** A screen's words for the failures the server could not put into a sentence itself. */
export type FailureWording = {
  /** The request never got an answer. */
  network: string;
  /** An answer without a sentence (an old backend, a proxy's error page). */
  noSentence: (status: number) => string;
  /** Put around the sentence (the server's or `noSentence`), not around `network`. */
  frame?: (sentence: string) => string;
  /**
   * A change refused for a database fault even when sent again (lib/client/change-retry.ts): the
   * screen's own words for it, as they are, instead of the server's sentence.
   */
  paused?: string;
};

/** A screen's texts `errorNetwork` and `errorHttp` (with the status) as its wording. */
export function screenWording(
  t: (key: "errorNetwork" | "errorHttp", values?: { status: number }) => string,
): FailureWording {
  return { network: t("errorNetwork"), noSentence: (status) => t("errorHttp", { status }) };
}

/** One text for every failure the server did not put into a sentence, network ones included. */
export function fallbackWording(text: string): FailureWording {
  return { network: text, noSentence: () => text };
}

export function failureMessage(failure: ApiFailure, wording: FailureWording): string {
  if (failure.network) return wording.network;
  if (wording.paused && isDatabaseFault(failure.code)) return wording.paused;
  const sentence = failure.error ?? wording.noSentence(failure.status ?? 0);
  return wording.frame ? wording.frame(sentence) : sentence;
}

/** A form's failure: the sentence, and the form's own input the server blamed (null: none of them). */
export type FormFailure<F extends string> = { message: string; field: F | null };

/**
 * `inputs` maps the server's field names to the form's inputs, e.g. `{ owner_password: "password" }`;
 * a field the form does not show (such as one inside an imported file) marks no input.
 */
export function formFailure<F extends string>(
  failure: ApiFailure,
  wording: FailureWording,
  inputs: Readonly<Record<string, F>>,
): FormFailure<F> {
  const field = failure.field !== undefined && Object.hasOwn(inputs, failure.field) ? inputs[failure.field]! : null;
  return { message: failureMessage(failure, wording), field };
}

/** The token was revoked (password changed elsewhere) or never valid: owner mode must end here. */
export function isSignedOutFailure(failure: ApiFailure): boolean {
  return failure.code === "edit_token_invalid";
}
