export declare const MIGRATIONS_DIRS: { sqlite: string; postgresql: string };

export declare function migrate(options?: {
  databaseUrl?: string;
  log?: (line: string) => void;
  /** Apply only the migrations whose name sorts up to this one. */
  upTo?: string;
}): Promise<{
  applied: number;
  provider: "sqlite" | "postgresql";
  /** The SQLite file; null on PostgreSQL. */
  filePath: string | null;
  /** The file, or the PostgreSQL URL without its password. */
  description: string;
}>;
