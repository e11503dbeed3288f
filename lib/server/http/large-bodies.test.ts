import { describe, expect, it } from "vitest";
import { leadingFields, leadingJsonFields } from "./large-bodies";

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

describe("leadingFields (decision 234)", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const FORM = "application/x-www-form-urlencoded";
  const MULTIPART = 'multipart/form-data; boundary="grenze"';
  const part = (name: string, value: string) =>
    `--grenze\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it("reads JSON's members as leadingJsonFields does", () => {
    expect({
      ...leadingFields(bytes('{"slug":"a","edit_token":"t","page":"<'), "application/json; charset=utf-8"),
    }).toEqual({
      slug: "a",
      edit_token: "t",
    });
  });

  it("reads a form's pairs before its last &, decoded strictly", () => {
    expect({ ...leadingFields(bytes("slug=a%C3%A4&edit_token=t+k&page=%3Chtml"), FORM) }).toEqual({
      slug: "aä",
      edit_token: "t k",
    });
    expect({ ...leadingFields(bytes("slug=a&edit_tok"), FORM) }).toEqual({ slug: "a" });
    expect({ ...leadingFields(bytes("slug=a&edit_token=t"), FORM) }).toEqual({ slug: "a" });
    expect({ ...leadingFields(bytes("slug=a&slug=b&edit_token=t&"), FORM) }).toEqual({});
    expect({ ...leadingFields(bytes("slug=a&slug[]=b&edit_token=t&"), FORM) }).toEqual({});
    expect({ ...leadingFields(bytes("slug=%FF&edit_token=t&"), FORM) }).toEqual({});
  });

  it("reads multipart's plain text parts before the one still arriving", () => {
    const body =
      part("slug", "a") +
      part("edit_token", "t\r\nk") +
      '--grenze\r\nContent-Disposition: form-data; name="page"\r\n\r\n<';
    expect({ ...leadingFields(bytes(body), MULTIPART) }).toEqual({ slug: "a", edit_token: "t\r\nk" });
    expect({
      ...leadingFields(bytes(part("slug", "a") + part("edit_token", "t") + "--grenze--\r\n"), MULTIPART),
    }).toEqual({
      slug: "a",
      edit_token: "t",
    });
    expect({ ...leadingFields(bytes(body), "multipart/form-data; boundary=grenze") }).toEqual({
      slug: "a",
      edit_token: "t\r\nk",
    });
  });

  it("stops at a file, another header, a name it does not read plainly, a key given twice or no boundary", () => {
    const file = '--grenze\r\nContent-Disposition: form-data; name="slug"; filename="a.txt"\r\n\r\na\r\n';
    expect({ ...leadingFields(bytes(file + part("edit_token", "t")), MULTIPART) }).toEqual({});
    const typed = '--grenze\r\nContent-Disposition: form-data; name="slug"\r\nContent-Type: text/plain\r\n\r\na\r\n';
    expect({ ...leadingFields(bytes(typed + part("edit_token", "t")), MULTIPART) }).toEqual({});
    expect({ ...leadingFields(bytes(part("sl%22ug", "a") + part("edit_token", "t")), MULTIPART) }).toEqual({});
    expect({
      ...leadingFields(bytes(part("slug", "a") + part("slug", "b") + part("edit_token", "t")), MULTIPART),
    }).toEqual({});
    expect({ ...leadingFields(bytes(part("slug", "a") + part("edit_token", "t")), "multipart/form-data") }).toEqual({});
    expect({
      ...leadingFields(bytes("preamble\r\n" + part("slug", "a") + part("edit_token", "t")), MULTIPART),
    }).toEqual({});
    expect({ ...leadingFields(bytes(part("slug", "a")), "text/plain") }).toEqual({});
  });
});
