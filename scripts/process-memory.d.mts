export declare function memoryOf(pid: number): { rss: number; peak: number };
