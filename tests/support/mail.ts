// The mail tests' shared steps (tests/api/mail*.test.ts): a server that sends mail through the
// test's own SMTP server (./smtp.ts), and a giver or owner whose address is confirmed.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createApi, expectOk, type Api } from "./api";
import { inStoredForm, openDatabase } from "./database";
import { startServer, type TestServer } from "./server";
import { startSmtpServer, type ReceivedMail, type SmtpCatcher } from "./smtp";

/** Links in mails lead here (PUBLIC_BASE_URL); the tests take the tokens out of them. */
export const SITE = "http://wishes.test";
export const METRICS = "mail-test-metrics-token-0123456789";

/** The settings of a server that mails through `smtp`. */
export function mailEnv(smtp: SmtpCatcher, digestSeconds = 3): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Wunschliste <wishes@wishes.test>",
    PUBLIC_BASE_URL: SITE,
    MAIL_DIGEST_SECONDS: String(digestSeconds),
    METRICS_TOKEN: METRICS,
    // each test sends from an address of its own (X-Forwarded-For), so the per-sender limit of
    // confirmations counts one test's mails, not the whole file's
    TRUST_PROXY: "1",
  };
}

/**
 * An SMTP catcher and a server mailing through it (`env` added to mailEnv's), started before the
 * file's (or describe block's) tests and stopped after them.
 */
export function mailServerFor(env: Record<string, string> = {}): { smtp: SmtpCatcher; server: TestServer } {
  const started = {} as { smtp: SmtpCatcher; server: TestServer };
  beforeAll(async () => {
    started.smtp = await startSmtpServer();
    started.server = await startServer({ ...mailEnv(started.smtp), ...env });
  });
  afterAll(async () => {
    await started.server?.stop();
    await started.smtp?.stop();
  });
  return started;
}

/**
 * mailServerFor(env) with an `api` made again for each test, sending from an address of its own.
 */
export function mailingServerForFile(env: Record<string, string> = {}): {
  smtp: SmtpCatcher;
  server: TestServer;
  api: Api;
} {
  const file = mailServerFor(env) as { smtp: SmtpCatcher; server: TestServer; api: Api };
  beforeEach(() => {
    file.api = createApi(file.server.baseUrl, newSender());
  });
  return file;
}

let senders = 0;
// the documentation networks (RFC 5737), 254 addresses each: the API files of a worker share this
// module (decision 182), so the count runs on past one /24 over a pass and must stay a valid address
const SENDER_NETWORKS = ["198.51.100", "203.0.113", "192.0.2"];
/** A client address no other test of the file (or of its worker's earlier files) sends from. */
export const newSender = () => {
  senders += 1;
  const network = SENDER_NETWORKS[Math.floor((senders - 1) / 254) % SENDER_NETWORKS.length];
  return { "x-forwarded-for": `${network}.${((senders - 1) % 254) + 1}` };
};

/** An address no other test uses. */
export const newAddress = (who = "friend") => `${who}-${randomBytes(4).toString("hex")}@example.org`;

/** A mail's text or HTML without its links, whose random tokens may spell any word. */
export const wordsOf = (text: string) => text.replace(/https?:\/\/[^\s"<]+/g, "");

/** The token of a mail's confirmation or unsubscribe link. */
export function linkToken(mail: ReceivedMail, kind: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`/web/mail/#${kind}=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, `a ${kind} link in:\n${mail.text}`).not.toBeNull();
  return match![1]!;
}

export const isConfirmation = (address: string) => (mail: ReceivedMail) =>
  mail.to === address && /#confirm=/.test(mail.text);

/** Follows the confirmation mail to `address`: the page's POST with its token. */
export async function confirmAddress(api: Api, smtp: SmtpCatcher, address: string): Promise<ReceivedMail> {
  const mail = await smtp.waitFor(isConfirmation(address), `confirmation to ${address}`);
  expectOk(await api.post("/api/mail_confirm.php", { token: linkToken(mail, "confirm") }));
  return mail;
}

/**
 * The owner of `list` gives a new address for the list's news, in `language` (the mails' language),
 * and confirms it: the address and its confirmation mail.
 */
export async function confirmedOwnerAddress(
  api: Api,
  smtp: SmtpCatcher,
  list: { slug: string; editToken: string },
  language = "en",
): Promise<{ address: string; confirmation: ReceivedMail }> {
  const address = newAddress("owner");
  expectOk(
    await api.post(
      "/api/list_update.php",
      { ...ownerFields(list), notify_email: address },
      { headers: { "accept-language": language } },
    ),
  );
  return { address, confirmation: await confirmAddress(api, smtp, address) };
}

/** Reserves `itemId` (one unit) giving `email`, in English. */
export async function reserveWithMail(api: Api, itemId: string, email: string, name = "Anna") {
  const answer = await api.post(
    "/api/item_reserve.php",
    { item_id: itemId, name, password: "gift-secret", email },
    { headers: { "accept-language": "en" } },
  );
  expectOk(answer);
  return answer.json as { reservation_id: string };
}

/** A list with one wish, reserved by a giver whose address is confirmed. */
export async function confirmedGiver(api: Api, smtp: SmtpCatcher, title = "Blue bike") {
  const list = await api.createList("Birthday");
  const item = await api.addItem(list, { title, price: "100" });
  const address = newAddress();
  await reserveWithMail(api, item.id, address);
  await confirmAddress(api, smtp, address);
  return { list, item, address };
}

/** The mail counters of /metrics, by outcome. */
export async function mailCounts(baseUrl: string): Promise<Record<string, number>> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } });
  const text = await response.text();
  const counts: Record<string, number> = { sent: 0, retried: 0, failed: 0 };
  for (const match of text.matchAll(/^wunschliste_mails_total\{outcome="(\w+)"\} (\d+)/gm)) {
    counts[match[1]!] = Number(match[2]);
  }
  return counts;
}

/** Waits until `check` passes (up to 90 s): for what the worker does in its own time. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within 90 s: ${what}`);
}

/** The owner's slug and edit token as a request's fields. */
export const ownerFields = (list: { slug: string; editToken: string }) => ({
  slug: list.slug,
  edit_token: list.editToken,
});

/**
 * Every mail waiting in the outbox of the database at `databaseUrl` made (and due) at `when`: a
 * stopped server's clock moved on, or a recorded release's moved to now.
 */
export async function outboxAt(databaseUrl: string, when: Date) {
  const sql = openDatabase(databaseUrl);
  try {
    for (const row of (await sql.execute(`SELECT "id", "dueAt", "createdAt" FROM "MailOutbox"`)).rows) {
      await sql.execute(`UPDATE "MailOutbox" SET "dueAt" = ?, "createdAt" = ? WHERE "id" = ?`, [
        inStoredForm(row.dueAt, when),
        inStoredForm(row.createdAt, when),
        row.id,
      ]);
    }
  } finally {
    await sql.close();
  }
}

/** How many mails wait in the outbox of the database at `databaseUrl`. */
export async function outboxRows(databaseUrl: string): Promise<number> {
  const database = openDatabase(databaseUrl);
  try {
    const { rows } = await database.execute('SELECT count(*) AS "n" FROM "MailOutbox"');
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

/** Waits until the outbox of the database at `databaseUrl` is empty: every mail sent or given up. */
export const outboxEmpty = (databaseUrl: string) =>
  eventually(async () => (await outboxRows(databaseUrl)) === 0, "the outbox is empty");
