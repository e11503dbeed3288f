export declare const IMAGE_ENTRIES: string[];
export declare function traceServer(options?: { entries?: string[]; base?: string }): Promise<string[]>;
export declare function copyTraced(files: string[], target: string, base?: string): number;
