import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError, ERROR_STATUS, errorMessageKey, isErrorCode } from "./errors";

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../messages", `${locale}.json`), "utf8")) as {
    errors: Record<string, string>;
  };

describe("error catalogue", () => {
  it("maps every code to a documented status", () => {
    expect(new Set(Object.values(ERROR_STATUS))).toEqual(
      new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503]),
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
