// What releases from 0.2.0 on hold beside lists (tests/releases/fill.mjs fills those): a family's
// secret-santa draw, drawn, some people having looked at their match, and a copy of it for next
// year; mail addresses confirmed for a giver, a list's owner and a person of the draw, one waiting
// for its confirmation, and an owner's digest not yet sent. Recorded: what the organizer and each
// person who looked were answered, and the secrets they hold, so that tests/api/upgrade.test.ts
// can check them after an update. Uses only the API of release 0.2.0; a release without draws or
// mail gets none (what it can do is asked first).
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Links in mails lead here: the fill takes the tokens out of them. */
export const MAIL_SITE = "http://wishes.test";

/** @typedef {import("./fill.mjs").Client} Client fill.mjs's client of the release's API */
/** @typedef {Awaited<ReturnType<typeof startMailCatcher>>} MailCatcher */

/**
 * An SMTP server on loopback keeping each mail's recipient and text, and the settings that make
 * a release mail through it (0.1.0 ignores them).
 */
export async function startMailCatcher() {
  /** @type {{ to: string, text: string }[]} */
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), text: parsed.text ?? "" });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.server.address());
  return {
    mails,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Wunschliste <wishes@wishes.test>",
      PUBLIC_BASE_URL: MAIL_SITE,
    },
    /**
     * The token of the newest `kind` link (confirm, unsubscribe) mailed to `address`; waits for it.
     * @param {string} address
     * @param {string} kind
     * @returns {Promise<string>}
     */
    async linkToken(address, kind) {
      for (let attempt = 0; attempt < 600; attempt += 1) {
        const mail = mails.findLast((each) => each.to === address && each.text.includes(`#${kind}=`));
        if (mail) return String(new RegExp(`/web/mail/#${kind}=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1]);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${kind} link came to ${address}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Draws and mail through `api` (fill.mjs's client); returns what the upgrade test checks.
 * @param {Client} api
 * @param {MailCatcher} [mail]
 */
export async function fillDrawsAndMail({ call, post }, mail) {
  const hasDraws = (await call("GET", "/api/draw_get.php")).body?.code === "slug_required";
  const hasMail = (await call("POST", "/api/mail_confirm.php", { json: {} })).body?.code !== "not_found";
  return {
    draws: hasDraws ? [await familyDraw({ call, post }, hasMail && mail)] : [],
    mail: hasMail && mail ? await addresses({ post }, mail) : null,
  };
}

const LEA = "lea@example.org";

/**
 * Six people (so that every year's draw is possible), a couple kept apart, drawn, three looked.
 * @param {Client} api
 * @param {MailCatcher | false | undefined} mail
 */
async function familyDraw({ call, post }, mail) {
  const organizerPassword = "wichtel-orga";
  const created = await post("/api/draw_create.php", {
    title: "Wichteln der Familie Berger 🎁",
    organizer_password: organizerPassword,
    budget: "25",
    currency: "EUR",
    event_date: "2027-12-24",
    note: "Bescherung nach dem Essen.",
  });
  const draw = { slug: created.slug, organizerToken: created.organizer_token, organizerPassword };
  /** @type {{ name: string, password: string | undefined, id: string, token: string }[]} */
  const people = [];
  const join = async (/** @type {string} */ name, /** @type {string} */ password = "", extra = {}) => {
    const fields = password ? { name, password } : { name, organizer_token: draw.organizerToken };
    const answer = await post("/api/draw_join.php", { slug: draw.slug, ...fields, ...extra });
    people.push({ name, password: password || undefined, id: answer.participant_id, token: answer.participant_token });
    return answer;
  };
  await join("Oma Erna"); // added by the organizer: no password, her link handed to her
  await join("Opa Karl", "karls-wichtel-pw");
  await join("Mia", "mias-wichtel-pw");
  await join("Ben", "bens-wichtel-pw");
  await join("Lea", "leas-wichtel-pw", mail ? { email: LEA } : {});
  await join("Tom", "toms-wichtel-pw");
  const [, , mia, ben] = /** @type {[unknown, unknown, typeof people[0], typeof people[0]]} */ (people);
  await post("/api/draw_exclude.php", { slug: draw.slug, organizer_token: draw.organizerToken, a: mia.id, b: ben.id });
  await post("/api/draw_run.php", { slug: draw.slug, organizer_token: draw.organizerToken });
  if (mail) {
    await post("/api/mail_confirm.php", { token: await mail.linkToken(LEA, "confirm") });
    await post("/api/draw_send_links.php", { slug: draw.slug, organizer_token: draw.organizerToken });
  }
  // Opa, Mia and Lea have looked at their match; the others have not
  /** @type {Record<string, unknown>} */
  const views = {};
  for (const person of /** @type {typeof people} */ ([people[1], people[2], people[4]])) {
    const read = await call("GET", `/api/draw_get.php?slug=${draw.slug}`, {
      headers: { "x-participant-token": person.token },
    });
    views[person.name] = read.body;
  }
  // next year's, copied from this one: people, passwords, exclusions and who drew whom, not drawn
  const copy = await post("/api/draw_create.php", {
    title: "Wichteln der Familie Berger 2028",
    organizer_password: "wichtel-orga-2028",
    from_slug: draw.slug,
    from_organizer_token: draw.organizerToken,
  });
  const organizer = (/** @type {string} */ slug, /** @type {string} */ token) =>
    call("GET", `/api/draw_get.php?slug=${slug}`, { headers: { "x-organizer-token": token } });
  return {
    ...draw,
    people,
    organizer: (await organizer(draw.slug, draw.organizerToken)).body,
    views,
    nextYear: { slug: copy.slug, organizerToken: copy.organizer_token },
  };
}

/**
 * A list whose owner is told of reservations (confirmed), a giver told of changes to the wish they
 * reserved (confirmed), one who never confirmed; a reservation after the owner's confirmation
 * waits in the outbox for its digest (ten minutes) when the release is stopped.
 * @param {Pick<Client, "post">} api
 * @param {MailCatcher} mail
 */
async function addresses({ post }, mail) {
  const owner = "annika-owner@example.org";
  const giver = "jonas@example.org";
  const list = await post("/api/list_create.php", { title: "Annikas Umzug 📦", owner_password: "umzug-passwort" });
  const token = list.edit_token;
  await post("/api/list_update.php", { slug: list.slug, edit_token: token, notify_email: owner, surprise: false });
  const item = async (/** @type {string} */ title) =>
    (await post("/api/item_create.php", { slug: list.slug, edit_token: token, title })).item;
  const lamp = await item("Stehlampe");
  const plant = await item("Monstera");
  await post("/api/item_reserve.php", { item_id: lamp.id, name: "Jonas", password: "jonas-pw", email: giver });
  await post("/api/item_reserve.php", {
    item_id: plant.id,
    name: "Ida",
    password: "ida-pw",
    email: "ida-never-confirms@example.org",
  });
  for (const address of [owner, giver]) {
    await post("/api/mail_confirm.php", { token: await mail.linkToken(address, "confirm") });
  }
  const towels = await item("Handtücher");
  await post("/api/item_reserve.php", { item_id: towels.id, name: "Pia", password: "pia-pw" });
  return { slug: list.slug, token, owner, giver, reserved: { giver: "Stehlampe", waiting: "Handtücher", by: "Pia" } };
}
