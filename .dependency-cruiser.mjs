// The layers of the code (docs/decisions/001-layers.md) as rules that dependency-cruiser checks on
// every import, type-only ones included (docs/decisions/085-dependency-rules.md). Run by the unit
// tests (tests/unit/dependency-rules.test.ts), or by hand: `npm run lint:deps`.

/** The app's own modules, outside the tests. */
const PRODUCT = "^(app|components|lib|scripts)/|^(server\\.mjs|proxy\\.ts|instrumentation\\.ts)$";

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import circles, type-only imports included: a circle makes the order of evaluation matter and ties " +
        "together layers that should depend one way.",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-lib-is-pure",
      severity: "error",
      comment:
        "lib/ outside lib/server/ is shared by the server and the browser: it knows nothing of the domain, the " +
        "screens or the routes.",
      from: { path: "^lib/", pathNot: "^lib/server/" },
      to: { path: "^(lib/server|components|app)/" },
    },
    {
      name: "browser-code-in-the-browser",
      severity: "error",
      comment:
        "lib/client/ is the browser's alone (fetch from the page, its storage and timers): the screens use it; the " +
        "server, the routes and the shared lib/ do not.",
      from: { path: "^(lib|app/api)/", pathNot: "^lib/client/" },
      to: { path: "^lib/client/" },
    },
    {
      name: "components-are-ui",
      severity: "error",
      comment:
        "components/ draw what the user sees from data they are given; the domain and the database stay on " +
        "the server side of the routes and pages.",
      from: { path: "^components/" },
      to: { path: "^(lib/server|app)/" },
    },
    {
      name: "database-in-the-domain",
      severity: "error",
      comment: "Every database access is in lib/server/ (the one Prisma client is lib/server/db/client.ts).",
      from: { pathNot: "^lib/server/" },
      to: { path: "^lib/server/db/" },
    },
    {
      name: "generated-client-behind-the-domain",
      severity: "error",
      comment: "The generated Prisma clients are read by the domain only.",
      from: { pathNot: "^lib/server/" },
      to: { path: "^lib/server/db/generated(-pg)?/" },
    },
    {
      name: "app-code-not-in-scripts",
      severity: "error",
      comment:
        "Routes, screens and the domain do not reach into scripts/ (operator commands and the server's start); " +
        "scripts may use lib/ (the one config module).",
      from: { path: "^(app|components|lib)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^scripts/" },
    },
    {
      name: "product-code-not-test-code",
      severity: "error",
      comment: "Nothing the app runs imports the tests, the browser tests or the benchmarks.",
      from: { path: PRODUCT, pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(tests|e2e|bench)/" },
    },
    {
      name: "no-dev-dependencies-in-the-app",
      severity: "error",
      comment:
        "The running app imports only dependencies (the container image installs only those); test tools " +
        "stay in tests. Type-only imports are erased.",
      from: { path: PRODUCT, pathNot: ["\\.test\\.tsx?$", "^scripts/"] },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "resolvable",
      severity: "error",
      comment: "Every import names a file or package that exists.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // the generated Prisma clients are seen as targets, not read
    doNotFollow: { path: "(^|/)(node_modules|generated(-pg)?)/" },
    exclude: { path: "(^|/)\\.next[^/]*/" },
    // type-only imports count: they tie modules together as much for the reader
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.ts", ".d.mts"],
    },
  },
};
