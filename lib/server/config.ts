import "server-only";
import { loadConfig } from "../config/env.mjs";

// The app's view of the one configuration module (lib/config/env.mjs). server/main.mjs validates the
// same environment before Next starts, so a bad value never gets this far in production.

export const serverConfig = loadConfig();

export type ServerConfig = typeof serverConfig;
export type LimitSetting = ServerConfig["limits"]["ownerLoginFailures"];
