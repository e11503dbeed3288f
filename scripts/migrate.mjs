#!/usr/bin/env node
// `npm run migrate`: applies this version's migrations to the database DATABASE_URL names (the
// runner: server/migrations.mjs), and says how many it applied.
import { migrate } from "../server/migrations.mjs";

migrate()
  .then(({ applied, description }) =>
    console.log(`database ${description}: ${applied} migration(s) applied, up to date`),
  )
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
