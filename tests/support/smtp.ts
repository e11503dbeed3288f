// A real SMTP server on loopback for the mail tests (docs/decisions/081-mail.md): the `smtp-server`
// package, without TLS or login, keeping every mail it receives parsed by `mailparser`. It can be
// stopped and started again on the same port (an SMTP server that is down, then up), refuses
// recipients whose address starts with "refused" the way a real server refuses an unknown user, can
// hold its answers (a slow server) and can take a mail but hang up before confirming it.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Map<string, unknown>;
  /** A header's value as it was sent (mailparser parses some, such as List-*, into objects). */
  rawHeader: (name: string) => string | undefined;
  messageId: string;
};

export type SmtpCatcher = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The mails to `to` so far. */
  to: (address: string) => ReceivedMail[];
  /** Waits (up to 90 s) until a mail matching `match` arrived, and answers it. */
  waitFor: (match: (mail: ReceivedMail) => boolean, what?: string) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
  /** Listens again on the same port after `stop`. */
  start: () => Promise<void>;
  /** Takes mails but answers none until the function it returns is called (a slow server). */
  hold: () => () => void;
  /** The next mail is kept but the connection is closed before its 250: the sender cannot know. */
  hangUpAfterNext: () => void;
};

/** What a test asks of the server's answers (hold, hang up), shared by its restarts. */
type Answering = { held: Promise<void> | null; hangUps: number };

function newServer(mails: ReceivedMail[], answering: Answering): SMTPServer {
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused")) {
        const error = Object.assign(new Error(`<${address.address}>: no such user here`), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: parsed.headers,
            rawHeader: (name) =>
              parsed.headerLines
                .find((line) => line.key === name.toLowerCase())
                ?.line.slice(name.length + 1)
                .trim(),
            messageId: parsed.messageId ?? "",
          });
          if (answering.hangUps > 0) {
            answering.hangUps -= 1;
            hangUp(server, session.id);
            return;
          }
          void (answering.held ?? Promise.resolve()).then(() => callback());
        })
        .catch((error: Error) => callback(error));
    },
  });
  return server;
}

/** Closes the connection of `sessionId` without an answer (smtp-server keeps its connections). */
function hangUp(server: SMTPServer, sessionId: string) {
  const { connections } = server as unknown as {
    connections: Set<{ id: string; _socket: { destroy: () => void } }>;
  };
  for (const connection of connections) if (connection.id === sessionId) connection._socket.destroy();
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address();
      resolve(address.port);
    });
  });

/** `port`: 0 for a free one (the API tests), or the one a browser test's server was given. */
export async function startSmtpServer(wanted = 0): Promise<SmtpCatcher> {
  const mails: ReceivedMail[] = [];
  const answering: Answering = { held: null, hangUps: 0 };
  let server = newServer(mails, answering);
  const port = await listen(server, wanted);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    to: (address) => mails.filter((mail) => mail.to === address),
    async waitFor(match, what = "a mail") {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const found = mails.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${what} arrived in 90 s; mails so far: ${mails.map((mail) => mail.subject).join(" | ")}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer(mails, answering);
      await listen(server, port);
    },
    hold() {
      let release = () => {};
      answering.held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        answering.held = null;
        release();
      };
    },
    hangUpAfterNext() {
      answering.hangUps += 1;
    },
  };
}
