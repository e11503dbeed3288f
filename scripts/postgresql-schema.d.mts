export declare const SQLITE_SCHEMA: string;
export declare const POSTGRESQL_SCHEMA: string;
export declare function postgresqlSchema(source: string): string;
export declare function writePostgresqlSchema(): void;
