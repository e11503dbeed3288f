import type { SpawnSyncOptions, SpawnSyncReturns } from "node:child_process";
export declare const BASE_TAG: string;
export declare const IMAGE_TAG: string;
export declare function podmanEnv(): NodeJS.ProcessEnv;
export declare function run(command: string, args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<string>;
export declare function containerProblem(): string | null;
export declare function imageExists(tag: string): boolean;
export declare function ensureBase(options?: { tag?: string; log?: (line: string) => void }): boolean;
export declare function buildImage(options?: { base?: string; tag?: string; stdio?: SpawnSyncOptions["stdio"] }): void;
