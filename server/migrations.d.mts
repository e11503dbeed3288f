export declare const MIGRATIONS_DIRS: { sqlite: string; postgresql: string };

export type Migration = {
  name: string;
  sql: string;
  checksum: string;
  /** A contract migration's `-- contract-after: <migration>`: code must know that one; else null. */
  needsCodeWith: string | null;
};

export declare function migrationsIn(dir: string): Migration[];

export declare function migrate(options?: {
  databaseUrl?: string;
  log?: (line: string) => void;
  /** Apply only the migrations whose name sorts up to this one. */
  upTo?: string;
  /** Another folder of migrations (a test plays a newer version with it). */
  migrationsDir?: string;
}): Promise<{
  applied: number;
  /** Migrations a newer version applied, which this code does not know but runs with. */
  newer: string[];
  provider: "sqlite" | "postgresql";
  /** The SQLite file; null on PostgreSQL. */
  filePath: string | null;
  /** The file, or the PostgreSQL URL without its password. */
  description: string;
}>;

export declare function schemaStatus(options?: { databaseUrl?: string }): Promise<{
  /** This code's migrations the database has not got yet. */
  missing: string[];
  newer: string[];
  /** A newer version's migrations this code cannot run with. */
  blocking: { name: string; needsCodeWith: string }[];
  database: unknown;
}>;

export declare function newerSchemaError(database: unknown, blocking: { name: string; needsCodeWith: string }[]): Error;

export declare function migrateOrExit(report: {
  say: (line: string) => void;
  fail: (line: string) => void;
}): Promise<void>;
