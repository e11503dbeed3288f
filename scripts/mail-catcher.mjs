#!/usr/bin/env node
// A local SMTP server for trying mail (docs/deploy.md "Mail"): it accepts every mail on
// 127.0.0.1 and prints it instead of delivering it. Needs the devDependencies (`npm ci`).
//
//   node scripts/mail-catcher.mjs [port]       # default 2525
//   SMTP_URL=smtp://127.0.0.1:2525 MAIL_FROM=wishes@localhost PUBLIC_BASE_URL=http://localhost:3000 npm start
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2] ?? 2525);

const server = new SMTPServer({
  authOptional: true,
  // plain SMTP on loopback: nothing to encrypt, and no certificate to make
  disabledCommands: ["STARTTLS"],
  // any user name and password is fine, also without TLS: it is only ever on this machine
  allowInsecureAuth: true,
  onAuth: (_auth, _session, callback) => callback(null, { user: "anyone" }),
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ");
        const unsubscribe = mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
        console.log(`\n——— ${new Date().toISOString()} to ${to}`);
        console.log(`Subject: ${mail.subject ?? ""}`);
        if (unsubscribe) console.log(unsubscribe);
        console.log(`\n${(mail.text ?? "").trim()}`);
        callback();
      })
      .catch((error) => callback(error));
  },
});

server.listen(port, "127.0.0.1", () => {
  console.log(`mail catcher on smtp://127.0.0.1:${port} — every mail is printed here, none is delivered`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
