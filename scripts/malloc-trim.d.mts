export declare function buildMallocTrim(options?: { output?: string; compiler?: string }): string | null;
export declare function hasGlibc(): boolean;
