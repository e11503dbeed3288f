// The OpenAPI document (GET /api/openapi.json) is a valid OpenAPI 3.1 description, made from the
// handlers' schemas, and it describes every endpoint of lib/api-paths.mjs, aliases included; the
// one route under app/api/ serves exactly those (docs/decisions/090).
import { readdirSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API, openApiDocument } from "@/app/api/_endpoints";
import { API_PATHS, ENDPOINTS } from "@/lib/api-paths.mjs";
import { ERROR_STATUS } from "@/lib/errors";

const root = path.resolve(import.meta.dirname, "../..");

/** The route handlers under app/api/: the folders holding a route.ts. */
function routeFolders(): string[] {
  return readdirSync(path.join(root, "app/api"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "route.ts")
    .map((entry) => path.relative(path.join(root, "app"), entry.parentPath).split(path.sep).join("/"));
}

type Operation = { responses: Record<string, { content?: Record<string, { schema: { allOf?: unknown[] } }> }> };

describe("OpenAPI document", () => {
  const document = openApiDocument();

  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes every path of every endpoint, and nothing else", () => {
    expect(Object.keys(document.paths)).toEqual(API_PATHS);
    expect(Object.keys(API).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it("leaves no route under app/api/ besides the one that serves the contract", () => {
    expect(routeFolders()).toEqual(["api/[[...path]]"]);
  });

  it("gives every operation a summary, a success and its error codes from the catalogue", () => {
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods as Record<string, Operation & { summary: string }>)) {
        expect(operation.summary, `${method} ${route}`).toBeTruthy();
        expect(operation.responses["200"], `${method} ${route}`).toBeDefined();
        expect(operation.responses["405"], `${method} ${route}: other methods answer 405`).toBeDefined();
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const codes = (
            answer.content?.["application/json"]?.schema.allOf?.[1] as { properties: { code: { enum: string[] } } }
          ).properties.code.enum;
          for (const code of codes)
            expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS], `${route} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it("takes the request fields from the handlers' schemas", () => {
    const create = document.paths["/api/item_create.php"] as {
      post: { requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> } };
    };
    const schema = create.post.requestBody.content["application/json"]!.schema;
    expect(Object.keys(schema.properties).sort()).toEqual([
      "edit_token",
      "group_gift",
      "image_url",
      "most_wanted",
      "note",
      "one_of",
      "price",
      "price_eur",
      "price_text",
      "quantity",
      "received",
      "section",
      "slug",
      "title",
      "unlimited",
      "url",
    ]);
    expect(schema.required).toEqual(expect.arrayContaining(["slug", "title"]));
    const get = document.paths["/api/list_get.php"] as {
      get: { parameters: { name: string; in: string; required: boolean }[] };
    };
    expect(get.get.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "query", required: true }),
      expect.objectContaining({ name: "reveal", in: "query", required: false }),
      expect.objectContaining({ name: "X-Edit-Token", in: "header", required: false }),
      expect.objectContaining({ name: "X-View-Token", in: "header", required: false }),
    ]);
  });
});

describe("who may call, stated at each entry (docs/decisions/137)", () => {
  const document = openApiDocument();
  const securityOf = (path: string) =>
    Object.values(document.paths[path] as Record<string, { security?: Record<string, unknown>[] }>)[0]!.security;

  it("shows it as the operation's security requirement: a token for the owner's and the organizer's, none for anyone's", () => {
    expect(securityOf("/api/item_update.php")).toEqual([{ editToken: [] }]);
    expect(securityOf("/api/draw_run.php")).toEqual([{ organizerToken: [] }]);
    expect(securityOf("/api/list_get.php")).toEqual([{}, { editTokenHeader: [] }]);
    expect(securityOf("/api/item_unreserve.php")).toEqual([{ giverPassword: [] }, { editToken: [] }]);
    expect(securityOf("/api/list_create.php")).toBeUndefined();
    const schemes = document.components.securitySchemes;
    expect(schemes.editToken).toMatchObject({ type: "apiKey", name: "edit_token", "x-wunschliste-in": "body" });
    expect(schemes.editTokenHeader).toMatchObject({ type: "apiKey", in: "header", name: "X-Edit-Token" });
  });

  it("declares the owner's access wherever an entry answers a wrong edit token, and the frame's checks their codes", () => {
    const codesOf: Record<string, string[]> = {
      owner: ["list_not_found", "edit_token_invalid"],
      "item owner": ["list_not_found", "item_not_found", "edit_token_invalid"],
      organizer: ["draw_not_found", "organizer_token_invalid"],
    };
    for (const [name, entry] of Object.entries(API)) {
      if (entry.errors.includes("edit_token_invalid")) expect(entry.access, name).toMatch(/owner/);
      expect(entry.errors, name).toEqual(expect.arrayContaining(codesOf[entry.access] ?? []));
    }
  });
});
