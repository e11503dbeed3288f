// The API answers byte for byte as recorded: a fixed script of calls over every endpoint, in
// every encoding the app uses, with successes and failures in three languages. Refactors of the
// layers behind the routes must not change a single byte a client sees. Random values (slugs,
// tokens, item ids) are replaced by stable placeholders before comparing.
// The same answers are checked against the shapes declared in lib/validations/responses.ts under
// the name of the endpoint each path belongs to (lib/api-paths.mjs). The script's parts are in
// tests/api/recorded-answers/, in the order runScript below runs them.
// To record anew after an intended change of the contract: RECORD_ANSWERS=1 npx vitest run tests/api/recorded-answers.test.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openApiDocument } from "@/app/api/_endpoints";
import { apiRouteOf } from "@/lib/api-paths.mjs";
import { apiAnswers, apiErrorSchema, type ApiRoute } from "@/lib/validations/responses";
import { testServerForFile } from "../support/fixture";
import { startFixtureShop, type FixtureShop } from "../support/fixture-shop";
import { adminScript } from "./recorded-answers/admin-script";
import { drawScript } from "./recorded-answers/draw-script";
import { givingScript } from "./recorded-answers/giving-script";
import { listScript } from "./recorded-answers/list-script";
import { oneOfScript } from "./recorded-answers/one-of-script";
import { ownerLinksScript } from "./recorded-answers/owner-links-script";
import { ownerScript } from "./recorded-answers/owner-script";
import { recorder, type Answer, type Step } from "./recorded-answers/recorder";

const RECORDING = path.join(import.meta.dirname, "recorded-answers.json");
const ADMIN_TOKEN = "recorded-admin-token-0123456789";
const { server } = testServerForFile({
  RATE_LIMIT_LOGIN_FAILURES: "2",
  OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  ADMIN_TOKEN,
});
let script: { steps: Step[]; answers: Answer[] };
let shop: FixtureShop | undefined;
// runs after the fixture's beforeAll (hooks run in the order they are declared)
beforeAll(async () => {
  shop = await startFixtureShop();
  script = await runScript(server.baseUrl, shop);
});
afterAll(async () => {
  await shop?.close();
});

/** The whole script, in its order: the placeholders are numbered in the order values appear. */
async function runScript(baseUrl: string, shop: FixtureShop): Promise<{ steps: Step[]; answers: Answer[] }> {
  const { call, result } = recorder(baseUrl);
  const first = await listScript(call);
  await givingScript(call, first);
  await ownerScript(call, first, shop);
  const drawSlug = await drawScript(call);
  await oneOfScript(call);
  await adminScript(call, drawSlug, ADMIN_TOKEN);
  // co-owner links and the celebrated view (docs/decisions/122, 123), last: the placeholders
  // before keep their numbers
  const kept = await call("create a list for co-owners", "POST", "/api/list_create.php", {
    form: { title: "Mia", owner_password: "geheim" },
  });
  await ownerLinksScript(call, kept.slug as string, kept.edit_token as string);
  return result();
}

it("answers every call of a fixed script byte for byte as recorded", () => {
  const { steps } = script;
  if (process.env.RECORD_ANSWERS === "1") {
    writeFileSync(RECORDING, `${JSON.stringify(steps, null, 2)}\n`);
  }
  const recorded = JSON.parse(readFileSync(RECORDING, "utf8")) as Step[];
  expect(steps).toEqual(recorded);
});

it("gives every JSON answer the shape declared for its endpoint, and every failure the error shape", () => {
  const checkedSuccesses = new Set<ApiRoute>();
  for (const answer of script.answers) {
    if (!answer.contentType.startsWith("application/json")) continue; // the QR image
    const body: unknown = JSON.parse(answer.body);
    if (answer.status >= 400) {
      expect(apiErrorSchema.safeParse(body).error, answer.call).toBeUndefined();
      continue;
    }
    // each path (and alias) answers the shape declared under its endpoint's name
    const route = apiRouteOf(answer.pathname)?.name as ApiRoute | undefined;
    if (!route || !(route in apiAnswers))
      throw new Error(`${answer.call}: no answer shape is declared for ${answer.pathname}`);
    expect(apiAnswers[route].safeParse(body).error, answer.call).toBeUndefined();
    checkedSuccesses.add(route);
  }
  // the script reaches every endpoint with at least one success; the mail routes exist only with
  // SMTP_URL, and tests/api/mail.test.ts and draw-mail-links.test.ts check their answers' shapes
  const mailOnly = (route: string) =>
    route.startsWith("mail_") || route === "draw_email" || route === "draw_send_links";
  const withoutMail = Object.keys(apiAnswers).filter((route) => !mailOnly(route));
  expect([...checkedSuccesses].sort()).toEqual(withoutMail.sort());
});

it("gives only the error codes the OpenAPI document names for the path and status", () => {
  const paths = openApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const undocumented: string[] = [];
  for (const answer of script.answers) {
    if (answer.status < 400 || !answer.contentType.startsWith("application/json")) continue;
    const { code } = JSON.parse(answer.body) as { code: string };
    // an unknown path, or a method the path does not serve: its code is the catch-all's or the 405
    const operations = paths[answer.pathname];
    if (!operations) continue;
    const documented = Object.values(operations).some((operation) =>
      JSON.stringify(operation.responses[String(answer.status)] ?? {}).includes(`"${code}"`),
    );
    if (!documented) undocumented.push(`${answer.call}: ${answer.status} ${code} on ${answer.pathname}`);
  }
  expect(undocumented).toEqual([]);
});
