export function seedFillerLists(databaseUrl: string, options?: { lists?: number; items?: number }): Promise<void>;
