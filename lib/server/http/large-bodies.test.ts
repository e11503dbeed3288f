import { describe, expect, it } from "vitest";
import { leadingJsonFields } from "./large-bodies";

describe("leadingJsonFields", () => {
  it("reads the string members a body begins with, as far as they are whole", () => {
    expect({ ...leadingJsonFields(' { "slug" : "a\\u0062", "edit_token":"t\\"k", "page":"<html>…') }).toEqual({
      slug: "ab",
      edit_token: 't"k',
    });
    expect({ ...leadingJsonFields('{"slug":"a","edit_to') }).toEqual({ slug: "a" });
    expect({ ...leadingJsonFields('{"slug":"a","n":1,"edit_token":"t"}') }).toEqual({ slug: "a" });
    expect({ ...leadingJsonFields('{"slug":"a"}') }).toEqual({ slug: "a" });
  });

  it("gives nothing for a key given twice, for no object, or a control character in a string", () => {
    expect({ ...leadingJsonFields('{"slug":"a","slug":"b","edit_token":"t",') }).toEqual({});
    expect({ ...leadingJsonFields('["slug","a"]') }).toEqual({});
    expect({ ...leadingJsonFields('{"slug":"a\u0001","edit_token":"t",') }).toEqual({});
  });
});
