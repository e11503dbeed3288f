// A server whose log nobody reads any more — its stdout and stderr pipes closed, as with
// `npm start | head` or a log collector that died — goes on serving (server/log.mjs). Before, the
// first request line failed with EPIPE, the report of that failure to the same closed pipe failed
// again, and so on: the server spun at full CPU and stopped answering.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { describeOnOneBackend } from "../support/backends";
import { startServer } from "../support/server";

/** CPU seconds the process `pid` has used so far (user + system, from /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const ask = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(15_000) }).then(
    (answer) => answer.status,
    (error: Error) => `${error.name}: ${error.message}`,
  );

// writing to a closed log does not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend.each(["text", "json"])("LOG_FORMAT=%s, with the log's reader gone", (format) => {
  it("answers every request and idles", async () => {
    const server = await startServer({ LOG_FORMAT: format });
    try {
      server.closeLog();
      // each request writes a line that cannot be written
      for (let i = 0; i < 5; i += 1) expect(await ask(`${server.baseUrl}/api/health`)).toBe(200);
      expect(await ask(`${server.baseUrl}/api/list_get.php?slug=nosuchlist1`)).toBe(404);
      // idle is idle: spinning took a whole core (3 s of CPU in 3 s). What a server still does just
      // after its first answers (Next's routes loading, the collections once it is quiet) took 1.05
      // and 1.28 s of CPU in the 3 s after them on a fresh-clone CI at load ~13, so the check waits
      // for a quiet second instead, which a spinning server never has
      await expect
        .poll(
          async () => {
            const before = cpuSeconds(server.pid);
            await new Promise((resolve) => setTimeout(resolve, 1000));
            return cpuSeconds(server.pid) - before;
          },
          { timeout: 30_000 },
        )
        .toBeLessThan(0.2);
      expect(await ask(`${server.baseUrl}/web/?slug=nosuchlist1`)).toBe(404);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
