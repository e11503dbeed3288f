// A soft navigation's router state (`Next-Router-State-Tree`) Next cannot read was a 500 and a
// logged error on every page (docs/decisions/231-what-the-attacker-walk-found-a-tenth-time.md):
// server/http/request-edges.mjs answers it 400 before Next, with Next's own check.
import { expect, it } from "vitest";
import { describeOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";

const { api, server } = testServerForFile();

const PAGES = ["/web/draw?slug=nosuchdraw1", "/web/privacy", "/web/"];
const BROKEN = ["%5B%22%22%5D", '["",', "%zz", encodeURIComponent(JSON.stringify({ children: 1 })), "x".repeat(41_000)];

// the answer comes before Next and the database is not asked: the SQLite pass (decision 174)
describeOnOneBackend("a page's router state", () => {
  it("that Next cannot read is a 400 without a log line; a readable one passes", async () => {
    for (const path of PAGES)
      for (const tree of BROKEN) {
        const answer = await api.get(path, { rsc: "1", "next-router-state-tree": tree });
        expect(answer.status, `${path} ${tree.slice(0, 20)}`).toBe(400);
      }
    const readable = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }]));
    const served = await api.get("/web/privacy/", { rsc: "1", "next-router-state-tree": readable });
    // served as before the check: the page or its redirect, never the edge's 400
    expect(served.status).toBeLessThan(400);
    expect(server.output()).not.toMatch(/router state header|internal_error|Error:/);
  });
});
