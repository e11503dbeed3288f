import "server-only";
import nodemailer from "nodemailer";
import { shared, sharedObjects } from "../../server/shared.mjs";
import { db } from "../../lib/server/db/client";
import { serverConfig } from "../../lib/server/config";
import { countMail } from "../../lib/server/metrics";
import { renderMail, type MailKind, type RenderedMail } from "./content";
import { DRAW_MAIL_KINDS, prepareDrawMail, queueRemindersDueNow } from "./draw-links";
import { readPayload } from "./payload";
import { claimOne, measureOutbox, type Claimed } from "./claim";
import { withOpenQuestionsOnly } from "./open-questions";
import { forgetUnused, SWEEP_EVERY_MS } from "./forget";
import { mailSettings } from "./settings";
import { logger } from "../../server/log.mjs";

// The one sender of the outbox (docs/decisions/081-mail.md). Each instance runs one; a mail is
// claimed before it is sent (./claim.ts: real mail before confirmations). A claim is a lease: a process killed while sending leaves the row to be taken again
// after LEASE_MS. Sent mails are deleted; a failed try waits with a growing pause and gives up
// after a day, with one log line. The SMTP server is only ever talked to here, never while a
// request waits.

const POLL_MS = 1000;
const LEASE_MS = 2 * 60_000;
const GIVE_UP_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 15 * 60_000;
/** How often the outbox's gauges are brought up to date. */
const MEASURE_EVERY_MS = 5_000;
/** How often an instance looks for draw reminders that have come due (decision 089). */
const REMINDERS_EVERY_MS = 60_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** An SMTP answer or error as a log may keep it: without any address in it. */
export function withoutAddresses(text: string): string {
  return text
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<address>")
    .split("\n")[0]!
    .slice(0, 300);
}

/** Exponential, from 5 s to 15 min, with a little jitter so instances do not retry in step. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

/** The server refused this recipient for good (5xx to RCPT TO): trying again changes nothing. */
function refusedForGood(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: number; command?: string };
  return typeof responseCode === "number" && responseCode >= 500 && command === "RCPT TO";
}

/** A list's mail as it goes now: an owner's questions answered or deleted meanwhile left out (140). */
async function prepareListMail(row: Claimed): Promise<{ mail: RenderedMail; freshLink: boolean } | null> {
  const payload = await withOpenQuestionsOnly(readPayload(row.payload));
  return payload ? { mail: renderMail(row.kind as MailKind, row.locale, payload), freshLink: false } : null;
}

export class MailWorker {
  private stopped = false;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private nextSweep = 0;
  private nextReminders = 0;
  private nextMeasure = 0;
  private databaseTrouble = false;
  private readonly transport = nodemailer.createTransport({
    url: mailSettings!.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  /**
   * The Message-ID's domain: a retried mail keeps its id, so a mail program shows it once — unless
   * the retry says something new (a draw's fresh link, decision 099).
   */
  private readonly host = new URL(serverConfig.publicBaseUrl ?? "http://localhost").hostname;

  start(): void {
    this.running ??= this.loop();
  }

  /** Stops taking mails; resolves once the one being sent (if any) is done, or after `waitMs`. */
  async stop(waitMs = 5_000): Promise<void> {
    this.stopped = true;
    this.wake?.();
    const ended = await Promise.race([this.running?.then(() => true), pause(waitMs).then(() => false)]);
    // a mail server that keeps the last mail waiting: said, as the stop goes on without it
    if (ended === false) {
      logger().info(
        "mail",
        `stopped with a mail still being sent after ${waitMs / 1000} s; what was not sent stays in the outbox for the next start or another instance`,
      );
    }
    this.transport.close();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let sent = false;
      try {
        await this.sweepNowAndThen();
        await this.remindNowAndThen();
        await this.measureNowAndThen();
        const claimed = await claimOne(new Date(), LEASE_MS);
        if (claimed) {
          await this.deliver(claimed);
          sent = true;
        }
        if (this.databaseTrouble) logger().info("mail", "the database answers again; sending goes on");
        this.databaseTrouble = false;
      } catch (error) {
        if (!this.databaseTrouble) {
          logger().warn("mail", `the outbox cannot be read now, trying again: ${withoutAddresses(String(error))}`);
        }
        this.databaseTrouble = true;
      }
      if (!sent && !this.stopped) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, POLL_MS).unref();
        });
        this.wake = null;
      }
    }
  }

  private async deliver(row: Claimed): Promise<void> {
    // due more than a day ago and never tried since: no sender ran (mail was off, or no instance
    // ran); what it tells is long past, so it is given up as a mail failing for a day is (decision 212)
    const overdue = Date.now() - row.dueAt.getTime();
    if (overdue > GIVE_UP_MS) {
      await db.mailOutbox.deleteMany({ where: { id: row.id } });
      countMail("failed");
      const hours = (overdue / 3_600_000).toFixed(1);
      logger().error("mail", `gave up on a ${row.kind} mail ${row.id} due ${hours} h ago: no sender ran meanwhile`);
      return;
    }
    const address = await db.mailAddress.findUnique({ where: { id: row.addressId }, select: { address: true } });
    if (!address) {
      await db.mailOutbox.deleteMany({ where: { id: row.id } });
      return;
    }
    const prepared = DRAW_MAIL_KINDS.includes(row.kind) ? await prepareDrawMail(row) : await prepareListMail(row);
    if (!prepared) {
      await db.mailOutbox.deleteMany({ where: { id: row.id } });
      return;
    }
    const mail: RenderedMail = prepared.mail;
    // A failed try may still have been delivered (the server took it, its answer was lost): its link
    // stays valid, and a try with a new link is a new message, not the same one again (decision 099).
    const messageId = prepared.freshLink ? `<${row.id}.${row.attempts}@${this.host}>` : `<${row.id}@${this.host}>`;
    try {
      await this.transport.sendMail({
        from: mailSettings!.from,
        to: address.address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
        headers: {
          "List-Unsubscribe": `<${mail.oneClickUnsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "Auto-Submitted": "auto-generated",
        },
      });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await db.mailOutbox.deleteMany({ where: { id: row.id } });
    countMail("sent");
  }

  private async failed(row: Claimed, error: unknown): Promise<void> {
    const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
    const age = Date.now() - row.createdAt.getTime();
    if (refusedForGood(error) || age + retryDelayMs(row.attempts) > GIVE_UP_MS) {
      await db.mailOutbox.deleteMany({ where: { id: row.id } });
      countMail("failed");
      const hours = (age / 3_600_000).toFixed(1);
      logger().error(
        "mail",
        `gave up on a ${row.kind} mail ${row.id} after ${row.attempts} attempt(s) over ${hours} h: ${reason}`,
      );
      return;
    }
    const delay = retryDelayMs(row.attempts);
    await db.mailOutbox.updateMany({
      where: { id: row.id },
      data: { claimedUntil: null, dueAt: new Date(Date.now() + delay) },
    });
    countMail("retried");
    if (row.attempts === 1) {
      logger().warn(
        "mail",
        `a ${row.kind} mail ${row.id} could not be sent; trying again in ${Math.round(delay / 1000)} s: ${reason}`,
      );
    }
  }

  /** Brings the outbox's gauges (./claim.ts) up to date, every few seconds. */
  private async measureNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now < this.nextMeasure) return;
    this.nextMeasure = now + MEASURE_EVERY_MS;
    await measureOutbox();
  }

  /** Queues the draws' reminders that have come due (./draw-links.ts), once a minute. */
  private async remindNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now < this.nextReminders) return;
    this.nextReminders = now + REMINDERS_EVERY_MS;
    await queueRemindersDueNow(new Date(now));
  }

  /** Forgets what nobody needs (./forget.ts), every SWEEP_EVERY_MS. */
  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    await forgetUnused(now);
  }
}

/** Starts this process's sender once (the server stops it at shutdown); nothing without SMTP_URL. */
export function startMailWorker(): void {
  if (!mailSettings || sharedObjects().mailWorker) return;
  shared("mailWorker", () => new MailWorker()).start();
}
