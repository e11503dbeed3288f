export type Cluster = {
  dir: string;
  port: number;
  url(name?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  remove(): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<T[]>;
};
export declare function postgresBinDir(): string | null;
export declare function freePort(): Promise<number>;
export declare function startCluster(options?: { port?: number; settings?: Record<string, string> }): Promise<Cluster>;
