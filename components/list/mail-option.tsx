"use client";
import { createContext, useContext, type ReactNode } from "react";

/**
 * Whether the server sends mail (SMTP_URL): only then do the reservation forms offer an e-mail
 * field (docs/decisions/081-mail.md). The page knows it from the server's settings.
 */
const MailOptionContext = createContext(false);

export function MailOptionProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <MailOptionContext.Provider value={value}>{children}</MailOptionContext.Provider>;
}

export const useMailOption = () => useContext(MailOptionContext);
