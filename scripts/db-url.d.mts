export declare const DEFAULT_DATABASE_URL: string;
export declare function resolveDatabaseUrl(raw?: string, root?: string): { url: string; filePath: string };
