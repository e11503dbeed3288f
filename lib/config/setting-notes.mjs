// What the one configuration module (./env.mjs) says about settings beyond their single rules:
// the admin view's setting, settings that only make sense together, retired ones. Split from
// ./env.mjs to keep it under 300 lines; ./env.mjs re-exports what others import.
import { unsetIfBlank } from "./env-fields.mjs";

/** The shortest ADMIN_TOKEN that turns the admin view on: one that cannot be guessed. */
export const ADMIN_TOKEN_MIN_LENGTH = 16;

/**
 * The admin view's setting (docs/decisions/128-the-admin-view.md): the token when it is long
 * enough, else null (the admin paths answer 404), and the start-up line that says which, without
 * the token.
 * @param {string | undefined} token
 * @returns {{ token: string | null, note: string }}
 */
export function adminSetting(token) {
  if (token === undefined) return { token: null, note: "admin view off (ADMIN_TOKEN unset)" };
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    return {
      token: null,
      note: `admin view off: ADMIN_TOKEN has fewer than ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -hex 24\`)`,
    };
  }
  return { token, note: "admin view on at /web/admin/" };
}

/**
 * Settings that only make sense together: mail needs a sender, and links in mails must not come
 * from a request's Host header, which whoever sends the request chooses (decision 081).
 * @param {{ SMTP_URL?: string, MAIL_FROM?: string, PUBLIC_BASE_URL?: string }} env
 * @returns {string[]}
 */
export function crossFieldProblems(env) {
  if (!env.SMTP_URL) return [];
  const problems = [];
  if (!env.MAIL_FROM) problems.push(`MAIL_FROM="": must be set with SMTP_URL (the sender of every mail)`);
  if (!env.PUBLIC_BASE_URL) {
    problems.push(`PUBLIC_BASE_URL="": must be set with SMTP_URL (the address the links in mails lead to)`);
  }
  return problems;
}

/**
 * Settings that no longer do anything, and what took their place: named once at start, so an
 * upgraded install learns why its setting has no effect (README "Configuration").
 */
const RETIRED = {
  IMAGE_SOURCES:
    "IMAGE_SOURCES is retired and ignored: pictures are kept and served by the app itself, pages load no picture from another host (docs/decisions/050-pictures-the-list-keeps.md); OUTBOUND_ALLOW_HOSTS names private hosts pictures may be fetched from. Remove it.",
};

/**
 * The notes for retired settings that are set in `source`.
 * @param {Record<string, string | undefined>} source
 */
export function retiredSettingNotes(source) {
  return Object.entries(RETIRED)
    .filter(([name]) => unsetIfBlank(source[name]) !== undefined)
    .map(([, note]) => note);
}

/**
 * A test-only setting in production (decision 202): the test servers run with NODE_ENV=production
 * and cheap hashes (decision 159), so it is not refused, but a server an operator runs says it at
 * every start, and the admin view shows it.
 * @param {Record<string, string | undefined>} source
 * @param {{ testCheapPasswordHashes: boolean }} config
 */
export function productionSettingNotes(source, config) {
  if (source.NODE_ENV !== "production" || !config.testCheapPasswordHashes) return [];
  return [
    "TEST_CHEAP_PASSWORD_HASHES=1 is for test servers only: passwords are hashed at argon2id's least cost (8 KiB, 1 iteration), which a stolen database gives up in moments (docs/decisions/159-cheap-hashes-in-test-servers.md). Remove it from this server's environment; hashes made meanwhile stay weak until their owners change their passwords.",
  ];
}

/** `# ` inside a value: a comment systemd's EnvironmentFile= kept as part of it (decision 202). */
const KEPT_COMMENT = /#\s/;

/**
 * What to add to a refused value that holds a comment, or "".
 * @param {string | undefined} value
 */
export function keptCommentHint(value) {
  return value !== undefined && KEPT_COMMENT.test(value)
    ? " (a comment after the value? systemd's EnvironmentFile= keeps it as part of the value: put it on a line of its own)"
    : "";
}

/** Settings that are a secret as a whole, and settings that are addresses with a password in them. */
const SECRET_SETTINGS = new Set(["ADMIN_TOKEN", "METRICS_TOKEN"]);
const SECRET_IN_ADDRESS = new Set(["DATABASE_URL", "SMTP_URL", "PUBLIC_BASE_URL"]);

/**
 * `NAME="value"` as a message about a setting names it — refused, or warned about — without a
 * secret in it: the journal is read by more people than the environment file (decision 212). A
 * token is shown as its length only; an address keeps everything but its password, written as it
 * is meant (`scheme://user:password@host`) or not quite (`smtp:/user:password@host`), or as a
 * `password=` parameter.
 * @param {string} name
 * @param {string | undefined} value
 */
export function shownSetting(name, value) {
  const text = String(value ?? "");
  if (SECRET_SETTINGS.has(name)) return `${name}=<${text.length} characters, not shown>`;
  const shown = SECRET_IN_ADDRESS.has(name)
    ? text.replace(/^([a-z][\w+.-]*:\/*[^:@/]*:).*@/i, "$1***@").replace(/([?&]password=)[^&#\s]*/gi, "$1***")
    : text;
  return `${name}=${JSON.stringify(shown)}`;
}

/**
 * Warnings for accepted settings whose value holds what looks like a comment, such as
 * OPERATOR_CONTACT, which the privacy page would show with it.
 * @param {Record<string, string | undefined>} source
 * @param {string[]} names the settings there are
 */
export function keptCommentNotes(source, names) {
  return names
    .filter((name) => keptCommentHint(source[name]) !== "")
    .map((name) => `${shownSetting(name, source[name])} holds a "# "${keptCommentHint(source[name])}`);
}

/**
 * Every note a start writes about the settings (`[config]` warnings): retired ones, test-only ones
 * in production, comments systemd kept in a value.
 * @param {Record<string, string | undefined>} source
 * @param {{ testCheapPasswordHashes: boolean }} config
 * @param {string[]} names the settings there are
 */
export function settingNotes(source, config, names) {
  return [
    ...retiredSettingNotes(source),
    ...productionSettingNotes(source, config),
    ...keptCommentNotes(source, names),
  ];
}
