export declare const mallocTrimAddon: string;
export declare function buildMallocTrim(options?: { output?: string; compiler?: string }): string | null;
export declare function loadMallocTrim(addon?: string): (() => boolean) | null;
export declare function hasGlibc(): boolean;
export declare const SERVER_MALLOC: { arenaMax: number; mmapThreshold: number };
export declare function configureMalloc(options?: {
  addon?: string;
  env?: Record<string, string | undefined>;
}): boolean;
