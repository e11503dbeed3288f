export declare function databaseHandlesOf(
  pid: number,
  databaseFile: string,
): { database: number; wal: number; shm: number; sockets: number; other: number };
