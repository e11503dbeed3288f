import type { Logger } from "./log.mjs";

export declare function createJsonLogger(options?: { destination?: NodeJS.WritableStream }): Logger;
export declare function routeConsole(logger: Logger): void;
