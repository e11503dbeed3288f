export declare const mallocTrimAddon: string;
export declare function collectWhenQuiet(options?: { quietMs?: number; trim?: (() => boolean) | null }): {
  touch(): void;
};
export declare function loadMallocTrim(addon?: string): (() => boolean) | null;
export declare const SERVER_MALLOC: { arenaMax: number; mmapThreshold: number };
export declare function configureMalloc(options?: {
  addon?: string;
  env?: Record<string, string | undefined>;
}): boolean;
