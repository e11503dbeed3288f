import { defineConfig } from "prisma/config";

// Used by the Prisma CLI only (generate, and migrate deploy on machines that have the schema
// engine). The app itself reads DATABASE_URL through the one config module, lib/config/env.mjs.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/wunschliste.db" },
});
