import { describe, expect, it } from "vitest";
import type { ApiFailure } from "@/lib/client/api-client";
import { failureMessage, fallbackWording, formFailure, isSignedOutFailure, type FailureWording } from "./failure";

const failure = (parts: Partial<ApiFailure>): ApiFailure => ({
  ok: false,
  error: null,
  code: null,
  status: 400,
  network: false,
  ...parts,
});
const offline = failure({ status: null, network: true });
const wording: FailureWording = { network: "Offline.", noSentence: (status) => `HTTP ${status}` };

describe("failure texts", () => {
  it("prefers the server's sentence, then the network text, then the status", () => {
    expect(failureMessage(failure({ error: "Too long." }), wording)).toBe("Too long.");
    expect(failureMessage(offline, wording)).toBe("Offline.");
    expect(failureMessage(failure({ status: 502 }), wording)).toBe("HTTP 502");
  });

  it("frames the sentence but not the network text", () => {
    const framed = { ...wording, frame: (sentence: string) => `Error: ${sentence}` };
    expect(failureMessage(failure({ error: "Taken." }), framed)).toBe("Error: Taken.");
    expect(failureMessage(failure({ status: 500 }), framed)).toBe("Error: HTTP 500");
    expect(failureMessage(offline, framed)).toBe("Offline.");
  });

  it("says one fallback text for every failure without a sentence", () => {
    expect(failureMessage(offline, fallbackWording("Failed."))).toBe("Failed.");
    expect(failureMessage(failure({ status: 500 }), fallbackWording("Failed."))).toBe("Failed.");
  });
});

describe("form failures", () => {
  const inputs = { title: "title", owner_password: "password" } as const;

  it("marks the input the server names in `field`", () => {
    const blamed = failure({ code: "password_too_long", error: "Too long.", field: "owner_password" });
    expect(formFailure(blamed, wording, inputs)).toEqual({ message: "Too long.", field: "password" });
  });

  it("marks no input for a field the form does not show, nor for a failure without one", () => {
    const inFile = failure({ code: "title_too_long", error: "Too long.", field: "document.list.title" });
    expect(formFailure(inFile, wording, inputs).field).toBeNull();
    expect(formFailure(offline, wording, inputs)).toEqual({ message: "Offline.", field: null });
    expect(formFailure(failure({ field: "toString" }), wording, inputs).field).toBeNull();
  });

  it("knows a refused edit token ends owner mode", () => {
    expect(isSignedOutFailure(failure({ code: "edit_token_invalid", status: 403 }))).toBe(true);
    expect(isSignedOutFailure(failure({ code: "wrong_password", status: 401 }))).toBe(false);
  });
});
