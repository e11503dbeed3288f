export declare function memoryOf(pid: number): { rss: number; peak: number };
export declare function mallocHeapOf(pid: number): number;
