import "server-only";
import { z } from "zod";
import packageJson from "../../../package.json";
import { ENDPOINTS, pathsOf, type EndpointName } from "../../api-paths.mjs";
import { DATABASE_FAULTS, ERROR_STATUS, type ErrorCode } from "../../errors";
import { apiAnswers, apiErrorSchema, type ApiRoute } from "../../validations/responses";
import { SECURITY_SCHEMES, securityOf } from "./security";
import type { Operation } from "./operation";

// The OpenAPI 3.1 document the `openapi` endpoint serves (docs/decisions/057-openapi.md), made
// from the zod schemas the handlers parse with and answer by (zod 4's JSON Schema output, which is
// the dialect of OpenAPI 3.1), never written by hand. Each endpoint's contract entry
// (app/api/_endpoints/) says which schema is whose; lib/api-paths.mjs its paths and method.

/** An endpoint's description, with the method it answers. */
type Described = Operation & { method: "get" | "post" };

type JsonSchema = Record<string, unknown>;

/**
 * Codes any path may answer: the request frame's, before a handler runs (lib/server/http/), and a
 * database fault's (docs/decisions/079-database-faults.md).
 */
const COMMON_ERRORS: ErrorCode[] = ["method_not_allowed", "request_timeout", "internal_error", ...DATABASE_FAULTS];
const INPUT_ERRORS: ErrorCode[] = ["invalid_body", "invalid_field"];
/** A POST's: its body, and whose page sent it (decision 193). */
const BODY_ERRORS: ErrorCode[] = ["body_incomplete", "body_too_large", "unsupported_media_type", "cross_site_request"];
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

function responses(name: EndpointName, operation: Described): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const { answer } = operation;
  answers["200"] = answer
    ? { description: answer.description, content: { [answer.contentType]: { schema: { type: "string" } } } }
    : {
        description: "Success",
        content: { "application/json": { schema: jsonSchema(apiAnswers[name as ApiRoute], "output") } },
      };
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

function operationObject(
  name: EndpointName,
  path: string,
  operation: Described,
  aliasOf?: string,
): Record<string, unknown> {
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
  const security = securityOf(operation.access);
  if (security) object.security = security;
  object.responses = responses(name, operation);
  return object;
}

/** The document of an API whose endpoints `operations` describes, one entry under each name. */
export function buildOpenApiDocument(operations: Record<EndpointName, Operation>) {
  const paths: Record<string, unknown> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const operation: Described = { ...operations[name], method: ENDPOINTS[name].method === "GET" ? "get" : "post" };
    const { path } = ENDPOINTS[name];
    const aliases = pathsOf(name).slice(1);
    paths[path] = { [operation.method]: operationObject(name, path, operation) };
    for (const alias of aliases) paths[alias] = { [operation.method]: operationObject(name, alias, operation, path) };
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
    components: { schemas: { Error: jsonSchema(apiErrorSchema, "output") }, securitySchemes: SECURITY_SCHEMES },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
