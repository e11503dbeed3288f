// The layers of the code (docs/decisions/001-layers.md) as rules that dependency-cruiser checks on
// every import, type-only ones included (docs/decisions/085-dependency-rules.md). Run by the unit
// tests (tests/unit/dependency-rules.test.ts), or by hand: `npm run lint:deps`.

/** The app's own modules, outside the tests. */
const PRODUCT = "^(app|components|features|lib|server|scripts)/|^(proxy\\.ts|instrumentation\\.ts|next\\.config\\.ts)$";

/** What runs in the server's process, inside Next or around it: nothing of it may live in scripts/. */
const SERVED = "^(app|components|features|lib|server)/|^(proxy\\.ts|instrumentation\\.ts|next\\.config\\.ts)$";

/**
 * A feature's server side: everything in features/<area>/ but its shared/ folder (the request schemas and answer
 * shapes the browser's client types itself with; docs/decisions/150-features-in-folders.md).
 */
const FEATURE_SERVER = "^features/[^/]+/(?!shared/)";

/** The server side of the app: the plumbing (lib/server/) and the features' domain code. */
const SERVER_SIDE = `^lib/server/|${FEATURE_SERVER}`;

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
        "lib/ outside lib/server/ and the features' shared/ folders are shared by the server and the browser: " +
        "they know nothing of the domain, the screens or the routes.",
      from: { path: "^lib/|^features/[^/]+/shared/", pathNot: "^lib/server/" },
      to: { path: `^(lib/server|server|components|app)/|${FEATURE_SERVER}` },
    },
    {
      name: "browser-code-in-the-browser",
      severity: "error",
      comment:
        "lib/client/ is the browser's alone (fetch from the page, its storage and timers): the screens use it; the " +
        "server, the routes and the shared lib/ do not.",
      from: { path: "^(lib|features|app/api)/", pathNot: "^lib/client/" },
      to: { path: "^lib/client/" },
    },
    {
      name: "components-are-ui",
      severity: "error",
      comment:
        "components/ draw what the user sees from data they are given; the domain and the database stay on " +
        "the server side of the routes and pages.",
      from: { path: "^components/" },
      to: { path: `^(lib/server|server|app)/|${FEATURE_SERVER}` },
    },
    {
      name: "database-in-the-domain",
      severity: "error",
      comment:
        "Every database access is in the features' domain code or lib/server/ (the one Prisma client is " +
        "lib/server/db/client.ts).",
      from: { pathNot: SERVER_SIDE },
      to: { path: "^lib/server/db/" },
    },
    {
      name: "generated-client-behind-the-domain",
      severity: "error",
      comment: "The generated Prisma clients are read by the domain only.",
      from: { pathNot: SERVER_SIDE },
      to: { path: "^lib/server/db/generated(-pg)?/" },
    },
    {
      name: "nothing-the-server-runs-in-scripts",
      severity: "error",
      comment:
        "scripts/ holds command-line tools (setup, migrate, backup, the container helper…). Nothing the server " +
        "runs imports them: its entry, lifecycle and edges are in server/, the app in app/, components/ and lib/. " +
        "Scripts may use server/ and lib/.",
      from: { path: SERVED, pathNot: "\\.test\\.tsx?$" },
      to: { path: "^scripts/" },
    },
    {
      name: "server-runs-without-a-build",
      severity: "error",
      comment:
        "server/ is the process around Next (docs/decisions/091-the-server-folder.md): plain ESM that Node runs as " +
        "it is, so it imports no TypeScript of the app — only its own modules, the plain shared modules of lib/ " +
        "(the one config module, the endpoint table) and packages. It reaches the app through Next and the shared " +
        "objects (server/shared.mjs).",
      from: { path: "^server/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(app|components|features|lib/server)/|\\.tsx?$", pathNot: "^node_modules/" },
    },
    {
      name: "the-runtime-through-the-domain",
      severity: "error",
      comment:
        "The app reaches the server's process only through the domain (lib/server/: the shared objects, the " +
        "security headers, the logger) and Next's own entry files; routes and screens stay thin.",
      from: { path: "^app/" },
      to: { path: "^server/" },
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
