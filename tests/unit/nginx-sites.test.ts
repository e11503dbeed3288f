// The shipped nginx sites (deploy/) let every body the app takes reach it: a picture upload or a
// list file is refused, when it is, by the app in the owner's language, never by nginx's own
// HTML 413 (tests/api/scale-out.test.ts sends one through the instances' site).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { LIST_IMPORT_MAX_BYTES } from "../../lib/body-limits.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const UNITS: Record<string, number> = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

it.each(["deploy/nginx-wunschliste.conf", "deploy/nginx-wunschliste-instances.conf"])(
  "%s passes on the largest body the app takes",
  (site) => {
    const sizes = [...readFileSync(path.join(root, site), "utf8").matchAll(/client_max_body_size (\d+)([kmg]?);/gi)];
    expect(sizes).toHaveLength(1);
    const [, amount, unit] = sizes[0]!;
    expect(Number(amount) * UNITS[unit!.toLowerCase()]!).toBeGreaterThan(LIST_IMPORT_MAX_BYTES);
  },
);

it.each(["deploy/nginx-wunschliste.conf", "deploy/nginx-wunschliste-instances.conf"])(
  "%s keeps /metrics off the internet, as docs/deploy.md's section 6 asks",
  (site) => {
    expect(readFileSync(path.join(root, site), "utf8")).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  },
);

it("logs alike on both sites, in the format tests/api/proxy-log.test.ts runs (decisions 232, 235)", () => {
  const logLines = (site: string) =>
    readFileSync(path.join(root, site), "utf8").match(/^\s*(log_format|access_log|error_log)\b[^;]*;/gm) ?? [];
  const single = logLines("deploy/nginx-wunschliste.conf");
  expect(single).toHaveLength(3);
  expect(single.join("\n")).not.toMatch(/\$(remote_addr|request|request_uri|args|query_string|http_x_forwarded_for)\b/);
  // the error log only at crit: its lines about a request name the client and the query
  expect(single.map((line) => line.trim())).toContain("error_log /var/log/nginx/error.log crit;");
  expect(logLines("deploy/nginx-wunschliste-instances.conf")).toEqual(single);
});

it.each(["deploy/nginx-wunschliste.conf", "deploy/nginx-wunschliste-instances.conf"])(
  "%s never compresses a draw's answers, whatever nginx.conf says (decision 238; run in tests/api/draw-answer-size.test.ts)",
  (site) => {
    expect(readFileSync(path.join(root, site), "utf8")).toMatch(
      /location \^~ \/api\/draw_ \{\s*gzip off;\s*proxy_pass /,
    );
  },
);
