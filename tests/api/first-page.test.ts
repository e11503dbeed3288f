// The very first request a fresh server answers, a list page, is the page any later visitor gets
// (issue 44: each route's code now loads at its first request, and the start sets up less before
// it; docs/decisions/087-cold-start-and-hashing.md).
import { afterAll, describe, expect, it } from "vitest";
import { seedFillerLists } from "../../bench/seed.mjs";
import { freePort, freshDatabase, spawnServer, type FreshDatabase } from "../support/server";
import type { ChildProcess } from "node:child_process";

let database: FreshDatabase | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await database?.remove();
});

/**
 * A page as two answers compare: its markup (with NONCE for its nonce) and the list's props in its
 * inline flight data — the rest of that data is numbered in the order React's work finishes, which
 * differs between a first render and a later one. `extra`, a second query parameter, is left out.
 */
async function page(url: string, extra = "") {
  const answer = await fetch(`${url}${extra}`);
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1] ?? "none";
  const html = (await answer.text()).replaceAll(nonce, "NONCE");
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((push) => JSON.parse(push[1] ?? '""') as string)
    .join("");
  const props = flight.slice(flight.indexOf('"initialList"'), flight.indexOf('"inviteQr"'));
  const markup = html.slice(0, html.indexOf("(self.__next_f")).replaceAll(extra.replace("&", "&amp;"), "");
  return { status: answer.status, markup, props };
}

/** Where two texts part, in a few words (the whole page would drown the report). */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at === a.length && at === b.length
    ? ""
    : `at ${at}: …${a.slice(at - 80, at + 80)}… vs …${b.slice(at - 80, at + 80)}…`;
}

describe("a fresh server", () => {
  it("answers its very first request, a list page, as it answers the same page later", async () => {
    database = await freshDatabase();
    await seedFillerLists(database.databaseUrl, { lists: 1, items: 6 });
    const port = await freePort();
    child = spawnServer({ DATABASE_URL: database.databaseUrl, PORT: String(port), REQUEST_LOG: "0" });
    const url = `http://127.0.0.1:${port}/web/?slug=fill0`;
    let first: Awaited<ReturnType<typeof page>> | null = null;
    const deadline = Date.now() + 90_000;
    while (!first && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      first = await page(url).catch(() => null); // not listening yet
      if (!first) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(first?.status).toBe(200);
    expect(first?.markup).toContain("Filler list 0");
    expect(first?.markup).toContain("Gift 5");
    // rendered again, now that everything is loaded: a second parameter is never kept (decision 033)
    const later = await page(url, "&again=1");
    expect(later.status).toBe(200);
    expect(firstDifference(first?.markup ?? "", later.markup)).toBe("");
    expect(first?.props).toContain('"title":"Gift 5"');
    expect(firstDifference(first?.props ?? "", later.props)).toBe("");
  });
});
