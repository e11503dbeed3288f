import "server-only";
import { loadConfig } from "../config/env.mjs";
import { sharedObjects } from "../../server/shared.mjs";

// The app's view of the one configuration module (lib/config/env.mjs). server/main.mjs validates the
// same environment before Next starts, so a bad value never gets this far in production, and hands
// over what it read: each of Next's bundles would otherwise build the schema and read the
// environment again, ~30 ms of a cold start's CPU apiece (issue 57,
// docs/decisions/146-the-create-page-before-the-database.md). Without that server (`next dev`,
// the unit tests) the environment is read here.

export const serverConfig = sharedObjects().config ?? loadConfig();

export type ServerConfig = typeof serverConfig;
export type LimitSetting = ServerConfig["limits"]["ownerLoginFailures"];
