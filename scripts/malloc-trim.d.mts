export declare const mallocTrimAddon: string;
export declare function buildMallocTrim(options?: { output?: string; compiler?: string }): string | null;
export declare function loadMallocTrim(addon?: string): (() => boolean) | null;
export declare function hasGlibc(): boolean;
