import "server-only";
import { serverConfig } from "../../lib/server/config";

// Mail is on only with SMTP_URL (docs/decisions/081-mail.md); every part of it asks here first, so
// without it no query, no field, no route and no worker exists.

export const mailSettings = serverConfig.mail;

export const mailEnabled = mailSettings !== null;
