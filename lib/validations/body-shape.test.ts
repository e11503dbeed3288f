import { describe, expect, it } from "vitest";
import { jsonShapeCounter, parseBoundedJson, shapeCounterFor } from "./body-shape";

/** Feeds `text` in chunks of `size` bytes; whether it stayed within the bounds. */
function fits(counter: ReturnType<typeof jsonShapeCounter>, text: string, size = 3): boolean {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) if (!counter.feed(bytes.subarray(at, at + size))) return false;
  return true;
}

describe("the body shape", () => {
  it("counts JSON values and depth outside strings only, across chunks", () => {
    expect(fits(jsonShapeCounter(8, 3), '{"a":[1,2,{"b":"[[[,,,:::"}]}')).toBe(true);
    expect(fits(jsonShapeCounter(8, 2), '{"a":[1,2,{"b":"x"}]}')).toBe(false); // 3 deep
    expect(fits(jsonShapeCounter(8), "[1,2,3,4,5,6,7,8,9]")).toBe(false); // 9 values
    // an escaped quote does not end the string, also when the backslash ends a chunk
    expect(fits(jsonShapeCounter(8, 1), '["\\"[[[[[[[[[[["]', 2)).toBe(true);
    expect(fits(jsonShapeCounter(8, 1), '["ü€😀", "[[["]', 1)).toBe(true);
  });

  it("counts form fields and multipart parts", () => {
    expect(fits(shapeCounterFor("application/x-www-form-urlencoded", 3), "a=1&b=2&c=3")).toBe(true);
    expect(fits(shapeCounterFor("application/x-www-form-urlencoded", 3), "a&b&c&d&e")).toBe(false);
    const part = "--xyz\r\ncontent-disposition: form-data; name=a\r\n\r\n1\r\n";
    expect(fits(shapeCounterFor("multipart/form-data", 3), `${part.repeat(3)}--xyz--\r\n`, 4)).toBe(true);
    expect(fits(shapeCounterFor("multipart/form-data", 3), `${part.repeat(5)}--xyz--\r\n`, 4)).toBe(false);
    expect(fits(shapeCounterFor("text/plain", 1), "a&b&c&d")).toBe(true);
  });

  it("parses JSON text that fits, and nothing else", () => {
    expect(parseBoundedJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseBoundedJson("{nope")).toBeUndefined();
    expect(parseBoundedJson(`${"[".repeat(33)}${"]".repeat(33)}`)).toBeUndefined();
  });
});
