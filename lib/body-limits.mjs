// The largest body any endpoint takes, in plain ESM so that the server around Next
// (server/main.mjs: how much of a refused body it reads and drops, decision 093) and the app's
// schemas (features/lists/shared/list-document.ts) read the same number.

/**
 * A list file: up to 500 items of the longest kind and their pictures (a kept picture is ~30–120
 * KB of WebP, a third more as base64) — far more than the API's usual 32 KiB.
 */
export const LIST_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
