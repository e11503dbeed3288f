export declare function migrate(options?: {
  databaseUrl?: string;
  log?: (line: string) => void;
}): Promise<{ applied: number; filePath: string }>;
