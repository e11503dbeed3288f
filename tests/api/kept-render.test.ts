// A fresh server listens before Next has loaded: the create page comes from the render this build
// kept (setup's warm step wrote it, docs/decisions/168-create-page-kept-at-build.md) and is the
// page Next renders itself once prepared; every other request waits for Next and is answered by
// it, never refused.
import { existsSync } from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { seedFillerLists } from "../../bench/seed.mjs";
import { KEPT_RENDERS_FOLDER } from "../../server/http/kept-renders.mjs";
import { freePort, freshDatabase, spawnServer, type FreshDatabase } from "../support/server";

/** Stops what a test started, whatever it got to. */
const started: { database?: FreshDatabase; child?: ChildProcess } = {};
afterAll(async () => {
  const { child, database } = started;
  if (child?.exitCode === null) await new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
  await database?.remove();
});

type Answer = { status: number; policy: string; html: string };
const asAnswer = async (answer: Response): Promise<Answer> => ({
  status: answer.status,
  policy: answer.headers.get("content-security-policy") ?? "",
  html: await answer.text(),
});
/** The page with its nonce, the one its policy names, written NONCE. */
function withoutNonce({ policy, html }: Answer): string {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  // the policy's nonce is on every script of the page, and no other nonce is
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((tag) => /nonce="([^"]*)"/.exec(tag[0])?.[1]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  return html.replaceAll(nonce ?? "", "NONCE");
}

/** The create page in three languages, as the language menu's cookie and a browser's header ask. */
const CREATE_PAGES: Record<string, Record<string, string>> = {
  de: { cookie: "NEXT_LOCALE=de" },
  en: { cookie: "theme=dark; NEXT_LOCALE=en" },
  ar: { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" },
};

describe("a fresh server's create page", () => {
  it("comes from the kept render, as Next renders it, while requests to other paths wait for Next", async () => {
    expect(existsSync(path.join(".next", KEPT_RENDERS_FOLDER, "index.json")), "run node scripts/setup.mjs").toBe(true);
    const database = (started.database = await freshDatabase());
    await seedFillerLists(database.databaseUrl, { lists: 1, items: 3 });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = (started.child = spawnServer({
      DATABASE_URL: database.databaseUrl,
      PORT: String(port),
      REQUEST_LOG: "0",
    }));
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    // all at once, as soon as the server listens: the create pages, and what only Next answers
    const burst = () =>
      Promise.all([
        ...Object.values(CREATE_PAGES).map((headers) => fetch(`${base}/web/`, { headers }).then(asAnswer)),
        fetch(`${base}/api/health`).then(asAnswer),
        fetch(`${base}/web/?slug=fill0`).then(asAnswer),
        fetch(`${base}/web/?slug=no-such-list`).then(asAnswer),
      ]);
    let first: Answer[] | null = null;
    const deadline = Date.now() + 90_000;
    while (!first && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
      first = await burst().catch(() => null); // not listening yet
      if (!first) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [de, en, ar, health, list, missing] = first ?? [];
    expect(health?.status).toBe(200);
    expect(list?.status).toBe(200);
    expect(list?.html).toContain("Filler list 0");
    expect(missing?.status).toBe(404);
    // the health check answered: Next is prepared, and it renders the create page itself now
    const later = await Promise.all(
      Object.values(CREATE_PAGES).map((headers) => fetch(`${base}/web/`, { headers }).then(asAnswer)),
    );
    for (const [index, kept] of [de, en, ar].entries()) {
      expect(kept?.status).toBe(200);
      expect(withoutNonce(kept as Answer)).toBe(withoutNonce(later[index] as Answer));
    }
    expect([de, en, ar].map((page) => /<html lang="(\w+)" dir="(\w+)"/.exec(page?.html ?? "")?.slice(1))).toEqual([
      ["de", "ltr"],
      ["en", "ltr"],
      ["ar", "rtl"],
    ]);
    // the server says how many it answered before Next: this burst's, at least one
    expect(output).toMatch(/[1-9]\d* create page\(s\) answered from the kept render while Next prepared/);
  });
});
