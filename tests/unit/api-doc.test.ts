// docs/api.md is the one place the contract is written down (README, "API"): every endpoint of
// lib/api-paths.mjs has its row in its endpoint table, with its method, every alias and who may
// call it as its entry's `access` says, and every error code of lib/errors.ts its place under its
// status in "Error codes". A new endpoint or code
// that the page does not name fails here (docs/architecture.md, "Adding an endpoint").
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { API } from "@/app/api/_endpoints";
import { ENDPOINTS } from "@/lib/api-paths.mjs";
import { ERROR_STATUS } from "@/lib/errors";
import type { Access } from "@/lib/server/openapi/operation";

const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/api.md"), "utf8");

/** The text from `heading` to the next heading of any level. */
function section(heading: string): string {
  const start = doc.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const rest = doc.slice(start + heading.length + 2);
  return rest.slice(0, rest.search(/^#{2,3} /m));
}

/** The endpoint table's first column: each row's `METHOD path` and its aliases, without queries. */
const rows = section("## Endpoints (all under /api/)")
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const cell = line.split("|")[1]!;
    const paths = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\?.*$/, ""));
    const [method, first] = paths[0]!.split(" ");
    const who = line.split("|")[2]!.trim();
    return {
      method,
      paths: [first!, ...paths.slice(1)].map((written) => `/api/${written.replace("<id>", "{id}")}`),
      who,
    };
  });

/** Each status's bullet of "Error codes", with the codes it names. */
const codesByStatus = new Map(
  section("### Error codes")
    .split(/^- /m)
    .slice(1)
    .map((bullet) => [Number(bullet.match(/^\*\*(\d{3})\*\*/)?.[1]), new Set(bullet.match(/(?<=`)[a-z_]+(?=`)/g))]),
);

it("reads the endpoint table and the error codes (the checks below see real rows)", () => {
  expect(rows.length).toBeGreaterThan(50);
  expect(rows[0]).toEqual({ method: "GET", paths: ["/api/list_get.php"], who: "anyone, or owner" });
  expect(codesByStatus.get(404)?.has("list_not_found")).toBe(true);
});

it("gives every endpoint its row, with its method and aliases, and no row to a path the server lacks", () => {
  const documented = rows.map(({ method, paths }) => `${method} ${paths.join(", ")}`);
  const declared = Object.values(ENDPOINTS).map(
    (endpoint) =>
      `${endpoint.method} ${[endpoint.path, ...("aliases" in endpoint ? endpoint.aliases : [])].join(", ")}`,
  );
  // a row may add what one path serves besides (`image/<id>/card`); the endpoint's own come first
  const missing = declared.filter((line) => !documented.some((row) => row === line || row.startsWith(`${line}, `)));
  expect(missing).toEqual([]);
  const unknown = rows.filter(({ paths }) => !Object.values(ENDPOINTS).some((endpoint) => endpoint.path === paths[0]));
  expect(unknown).toEqual([]);
});

/** How the table's "who" column begins for each `access` (a row may say more: "anyone, organizer"). */
const WHO: Record<Access, string[]> = {
  anyone: ["anyone"],
  "anyone or owner": ["anyone, or owner"],
  owner: ["owner"],
  "owner, not co-owner": ["owner only"],
  "item owner": ["owner"],
  "item owner, as uploaded": ["owner"],
  "giver or owner": ["reserver, or owner", "pledger, or owner"],
  suggester: ["suggester"],
  organizer: ["organizer"],
  "person or organizer": ["person, organizer"],
  person: ["person"],
  "mail link": ["anyone"],
  admin: ["admin"],
};

it("says who may call each endpoint as its entry's access does", () => {
  const wrong = Object.entries(ENDPOINTS)
    .map(([name, endpoint]) => ({
      name,
      access: API[name as keyof typeof API].access,
      row: rows.find((row) => row.paths[0] === endpoint.path),
    }))
    .filter(({ access, row }) => row && !WHO[access].some((who) => row.who === who || row.who.startsWith(`${who},`)))
    .map(({ name, access, row }) => `${name}: access "${access}", docs/api.md "${row!.who}"`);
  expect(wrong).toEqual([]);
});

it("names every error code under its status in Error codes", () => {
  const misplaced = Object.entries(ERROR_STATUS)
    .filter(([code, status]) => !codesByStatus.get(status)?.has(code))
    .map(([code, status]) => `${code} (${status})`);
  expect(misplaced).toEqual([]);
});
