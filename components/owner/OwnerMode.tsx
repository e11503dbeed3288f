"use client";
// Owner mode as one chunk: the list screen loads this module (components/list/useOwnerMode.ts) only
// once the owner has unlocked, so visitors never download the owner's tools (issue 11).
import { NextIntlClientProvider, useLocale, useMessages, type Messages } from "next-intl";
import { useMemo, type ReactNode } from "react";

export { AfterTheEvent, SurprisePeek } from "./AfterTheEvent";
export { OWNER_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
export { ListTransfer } from "./ListTransfer";
export { OpenQuestions } from "./OpenQuestions";
export { OwnerItems } from "./OwnerItems";
export { OwnerToolbar } from "./OwnerToolbar";
export { RetentionNotice } from "./RetentionNotice";

/**
 * The owner's texts on top of the visitor's: the page hands its client components only the
 * visitor's namespaces (app/web/page.tsx), the owner's arrive with this chunk.
 */
export function OwnerMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const visitorMessages = useMessages();
  const merged = useMemo(() => ({ ...visitorMessages, ...messages }) as Messages, [visitorMessages, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
