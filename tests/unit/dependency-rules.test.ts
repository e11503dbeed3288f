// The layer rules of .dependency-cruiser.mjs hold for every import of the app's own code,
// type-only imports included: no circles, the shared lib/ knows nothing of the domain, components
// never reach the database, nothing the app runs imports tests or dev tools
// (docs/decisions/085-dependency-rules.md). Checked by dependency-cruiser, as `npm run lint:deps`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** What `npm run lint:deps` cruises. */
const SOURCES = [
  "app",
  "components",
  "features",
  "lib",
  "server",
  "scripts",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
];

let options: ICruiseOptions;
let result: ICruiseResult;

async function cruiseWith(extra: Partial<ICruiseOptions> = {}, sources = SOURCES): Promise<ICruiseResult> {
  const { output } = await cruise(
    sources,
    // the rules' paths are relative to the repository, wherever the test runs from
    { ...options, baseDir: root, ...extra },
    {},
    { tsConfig: extractTSConfig(path.join(root, "tsconfig.json")) },
  );
  return output as ICruiseResult;
}

const described = (violations: IViolation[]) => violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.mjs"));
  result = await cruiseWith();
}, 120_000);

it("reads the app's modules and their imports, type-only ones too (the rules below see real edges)", () => {
  const imports = (source: string) =>
    result.modules.find((module) => module.source === source)?.dependencies.map((dependency) => dependency.resolved);
  expect(imports("features/lists/endpoints.ts")).toContain("lib/server/http/endpoint.ts");
  expect(imports("features/lists/lists.ts")).toEqual(
    expect.arrayContaining(["lib/server/auth.ts", "features/lists/shared/list.ts"]),
  );
  const typeOnly = result.modules.flatMap((module) =>
    module.dependencies.filter((dependency) => dependency.dependencyTypes.includes("type-only")),
  );
  expect(typeOnly.length).toBeGreaterThan(50);
  expect(result.summary.totalCruised).toBeGreaterThan(300);
});

it("keeps every layer rule: no circles, lib/ shared, components UI, the database in the domain, no tests or dev tools in the app", () => {
  expect(described(result.summary.violations)).toEqual([]);
});

it("cruises exactly what `npm run lint:deps` cruises", () => {
  const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
  expect(scripts["lint:deps"]).toBe(`depcruise --config .dependency-cruiser.mjs ${SOURCES.join(" ")}`);
});

// The layers are the app's; its tests, browser tests and benchmarks may reach into any of them (a
// test reads the database), but an import circle among them is as confusing there.
it("has no import circles in tests/, e2e/ and bench/ either", async () => {
  const circles = await cruiseWith(
    { ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }] } },
    ["tests", "e2e", "bench"],
  );
  expect(circles.summary.totalCruised).toBeGreaterThan(300);
  expect(described(circles.summary.violations)).toEqual([]);
}, 120_000);

it("reports an import a rule forbids (a rule made to forbid one real edge finds it)", async () => {
  const route = "features/lists/endpoints.ts";
  const probe = await cruiseWith(
    {
      maxDepth: 1,
      ruleSet: {
        forbidden: [
          {
            name: "probe",
            severity: "error",
            from: { path: "^features/lists/endpoints\\.ts$" },
            to: { path: "^lib/server/http/endpoint\\.ts$" },
          },
        ],
      },
    },
    [route],
  );
  expect(described(probe.summary.violations)).toEqual([
    "probe: features/lists/endpoints.ts → lib/server/http/endpoint.ts",
  ]);
}, 120_000);

// A fresh server's first page is the create screen (/web/ without ?slug, issue 57): what its page
// and layout load before they render — their static imports, followed all the way — holds neither
// the database nor every answer's schema; the list's modules come with import() when a list is
// asked for (docs/decisions/146-the-create-page-before-the-database.md).
it("loads no database and no list domain for the create page: the list's modules only by import()", () => {
  const byPath = new Map(result.modules.map((module) => [module.source, module]));
  const loaded = new Set<string>();
  const visit = (source: string) => {
    if (loaded.has(source) || source.includes("node_modules/")) return;
    loaded.add(source);
    for (const dependency of byPath.get(source)?.dependencies ?? [])
      if (!dependency.dynamic && !dependency.dependencyTypes.includes("type-only")) visit(dependency.resolved);
  };
  ["app/layout.tsx", "app/web/page.tsx"].forEach(visit);
  expect(loaded.size).toBeGreaterThan(20);
  const heavy =
    /^(lib\/server\/db\/|features\/lists\/lists\.ts$|lib\/validations\/responses\.ts$|lib\/server\/qr\.ts$)/;
  expect([...loaded].filter((source) => heavy.test(source))).toEqual([]);
  const page = byPath.get("app/web/page.tsx")?.dependencies ?? [];
  expect(page.filter((dependency) => dependency.dynamic).map((dependency) => dependency.resolved)).toEqual(
    expect.arrayContaining(["features/lists/lists.ts", "lib/server/qr.ts"]),
  );
});
