// GET /api/openapi.json from the running server: the valid OpenAPI 3.1 document, and each path
// answers exactly the method it names there (any other is the 405 with Allow).
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect } from "vitest";
import { itOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";

const { server } = testServerForFile();

// the document does not depend on the database: the SQLite pass (decision 174)
itOnOneBackend("serves the OpenAPI document, valid, with the methods each path really answers", async () => {
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(document.openapi).toBe("3.1.0");
  const result = await new Validator().validate(structuredClone(document));
  expect(result.errors ?? []).toEqual([]);

  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of ["GET", "POST"]) {
      // no query and no body: a documented method answers the endpoint's own answer (often a 400)
      const answer = await fetch(`${server.baseUrl}${path}`, { method, redirect: "manual" });
      await answer.arrayBuffer().catch(() => {});
      const documented = method.toLowerCase() in operations;
      if (documented) expect(answer.status, `${method} ${path}`).not.toBe(405);
      else {
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get("allow"), `${method} ${path}`).toBe(Object.keys(operations)[0]!.toUpperCase());
      }
    }
  }
});
