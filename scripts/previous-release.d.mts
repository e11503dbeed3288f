export type Release = { version: string; commit: string; lastMigration: string };
export declare function releaseFixtures(): string[];
export declare function previousRelease(): Release;
export declare function releaseProblem(release: Release): string | null;
export declare function builtRelease(release: Release, log?: (line: string) => void): Promise<string>;
