import "server-only";
import { z } from "zod";
import packageJson from "../../../package.json";
import { API_PATHS } from "../../api-paths.mjs";
import { DATABASE_FAULTS, ERROR_STATUS, type ErrorCode } from "../../errors";
import { apiAnswers, apiErrorSchema } from "../../validations/responses";
import type { ApiPath, Operation } from "./operation";
import { API_DESCRIPTIONS } from "./routes";

// The OpenAPI 3.1 document served at GET /api/openapi.json (docs/decisions/057-openapi.md), made
// from the zod schemas the handlers parse with and answer by (zod 4's JSON Schema output, which is
// the dialect of OpenAPI 3.1), never written by hand. ./routes.ts says which schema is whose.

type JsonSchema = Record<string, unknown>;

/**
 * Codes any path may answer: the request frame's, before a handler runs (lib/server/http/), and a
 * database fault's (docs/decisions/079-database-faults.md).
 */
const COMMON_ERRORS: ErrorCode[] = ["method_not_allowed", "request_timeout", "internal_error", ...DATABASE_FAULTS];
const INPUT_ERRORS: ErrorCode[] = ["invalid_body", "invalid_field"];
const BODY_ERRORS: ErrorCode[] = ["body_incomplete", "body_too_large", "unsupported_media_type"];
const BODY_TYPES = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** A zod schema as JSON Schema, without the `$schema` line (the document's dialect is 2020-12). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

const MAIL_ONLY = 'Read only while the server sends mail (`SMTP_URL` set); ignored otherwise (docs/api.md "Mail").';

/** The input schema with the fields whose JSON Schema says too little replaced by better ones. */
function inputSchema(operation: Operation): JsonSchema | null {
  if (!operation.input) return null;
  const schema = jsonSchema(operation.input, "input");
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  for (const [field, better] of Object.entries(operation.inputFields ?? {})) {
    if (properties?.[field]) properties[field] = jsonSchema(better, "output");
  }
  const mailFields = operation.mailInput ? jsonSchema(operation.mailInput, "input").properties : undefined;
  for (const [field, mailField] of Object.entries((mailFields ?? {}) as Record<string, JsonSchema>)) {
    if (properties) properties[field] = { ...mailField, description: MAIL_ONLY };
  }
  return schema;
}

const errorAnswer = (codes: ErrorCode[]) => ({
  description: codes.map((code) => `\`${code}\``).join(", "),
  content: {
    "application/json": {
      schema: {
        allOf: [{ $ref: "#/components/schemas/Error" }, { properties: { code: { enum: codes } } }],
      },
    },
  },
});

function responses(operation: Operation): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const { answer } = operation;
  answers["200"] =
    typeof answer === "string"
      ? {
          description: "Success",
          content: { "application/json": { schema: jsonSchema(apiAnswers[answer], "output") } },
        }
      : { description: answer.description, content: { [answer.contentType]: { schema: { type: "string" } } } };
  if (operation.revalidates) answers["304"] = { description: "Not modified: If-None-Match names the current ETag" };
  const codes = new Set<ErrorCode>([
    ...(operation.input ? INPUT_ERRORS : []),
    ...(operation.method === "post" ? BODY_ERRORS : []),
    ...operation.errors,
    ...COMMON_ERRORS,
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) answers[String(status)] = errorAnswer(list);
  return answers;
}

function operationObject(path: ApiPath, operation: Operation, aliasOf?: ApiPath): Record<string, unknown> {
  const input = inputSchema(operation);
  const object: Record<string, unknown> = {
    operationId: path.replace(/^\/api\//, "").replace(/[^A-Za-z0-9]+/g, "_"),
    summary: operation.summary,
    ...(operation.description || aliasOf
      ? {
          description: [operation.description, aliasOf && `Alias of \`${aliasOf}\`: behaves exactly like it.`]
            .filter(Boolean)
            .join("\n\n"),
        }
      : {}),
  };
  if (operation.pathParameters)
    object.parameters = operation.pathParameters.map(({ name, description }) => ({
      name,
      in: "path",
      required: true,
      description,
      schema: { type: "string" },
    }));
  if (input && operation.method === "get") {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    object.parameters = [
      ...Object.entries(properties).map(([name, schema]) => ({
        name,
        in: "query",
        required: required.has(name),
        schema,
      })),
      ...(operation.headerParameters ?? []).map(({ name, description }) => ({
        name,
        in: "header",
        required: false,
        description,
        schema: { type: "string" },
      })),
    ];
  } else if (input) {
    object.requestBody = {
      required: true,
      description: "Form-encoded, multipart or JSON alike (form values are text); unknown fields are ignored.",
      content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: input }])),
    };
  }
  object.responses = responses(operation);
  return object;
}

function buildDocument() {
  const paths: Record<string, unknown> = {};
  for (const path of API_PATHS) {
    const description = API_DESCRIPTIONS[path];
    const aliasOf = "aliasOf" in description ? description.aliasOf : undefined;
    const operation = aliasOf ? API_DESCRIPTIONS[aliasOf] : description;
    if ("aliasOf" in operation) throw new Error(`${path}: an alias must name a described path`);
    paths[path] = { [operation.method]: operationObject(path, operation, aliasOf) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Wunschliste API",
      version: packageJson.version,
      description:
        "Every answer is JSON with `ok`; failures add a stable `code` and a sentence in the caller's language " +
        "(`NEXT_LOCALE` cookie, else `Accept-Language`, else German). Any other method on a path answers 405 " +
        "with `Allow`. Made from the server's own schemas; the prose contract is docs/api.md.",
    },
    paths,
    components: { schemas: { Error: jsonSchema(apiErrorSchema, "output") } },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

let built: OpenApiDocument | undefined;

/** The document, built once per process (it depends on the code and MAX_ITEMS_PER_LIST only). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
