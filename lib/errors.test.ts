import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError, ERROR_STATUS, errorMessageKey, isAppError, isErrorCode } from "./errors";

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../messages", `${locale}.json`), "utf8")) as {
    errors: Record<string, string>;
  };

describe("error catalogue", () => {
  it("maps every code to a documented status", () => {
    expect(new Set(Object.values(ERROR_STATUS))).toEqual(
      new Set([400, 401, 403, 404, 405, 408, 409, 410, 413, 415, 422, 429, 500, 503, 507]),
    );
    expect(new AppError("already_reserved", { field: "x" })).toMatchObject({
      status: 409,
      code: "already_reserved",
      field: "x",
    });
    expect(errorMessageKey("wrong_password")).toBe("errors.wrong_password");
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("not_found")).toBe(true);
  });

  it("recognises an app error by its code, whichever copy of the module made it", async () => {
    // a second copy of the module, as Next makes one per route bundle
    const other = (await import(/* @vite-ignore */ `./errors.ts?copy=${Date.now()}`)) as typeof import("./errors");
    expect(other.AppError).not.toBe(AppError);
    const foreign = new other.AppError("too_many_attempts", { retryAfterSeconds: 60 });
    // what `instanceof` would say: the cause of issue 34's 500s (hence the lint rule against it)
    expect(Object.getPrototypeOf(foreign) === AppError.prototype).toBe(false);
    expect(isAppError(foreign)).toBe(true);
    expect(other.isAppError(new AppError("wrong_password"))).toBe(true);
    // not an app error: plain errors, look-alikes with a code outside the catalogue or a wrong status
    expect(isAppError(new Error("too_many_attempts"))).toBe(false);
    expect(isAppError({ name: "AppError", code: "no_such_code", status: 400 })).toBe(false);
    expect(isAppError({ name: "AppError", code: "wrong_password", status: 500 })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });

  it("has a sentence for every code in German, English and Turkish", () => {
    const [de, en, tr] = ["de", "en", "tr"].map(catalogue);
    for (const code of Object.keys(ERROR_STATUS)) {
      for (const [locale, messages] of [
        ["de", de],
        ["en", en],
        ["tr", tr],
      ] as const) {
        expect(messages!.errors[code], `${locale} errors.${code}`).toMatch(/\S/);
      }
      expect(en!.errors[code], code).not.toBe(tr!.errors[code]);
    }
  });
});
