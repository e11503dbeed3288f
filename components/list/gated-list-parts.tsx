"use client";
// The invite block and the owner login bar: on every visitor's first screen, used by few of them. Their
// code is no first-load script (issue 57, docs/decisions/180-invite-and-login-on-the-first-tap.md):
// the server's HTML until the visitor reaches into them, a press before their code is here pressed
// again once it is (components/ui/gated-part.tsx). Their styles stay in the page's one style sheet
// (app/layout.tsx), so the server's HTML looks as it will.
import { useLocale } from "next-intl";
import { useCallback, type ComponentProps } from "react";
import { CodeOnFirstInput, gatedPart } from "@/components/ui/gated-part";
import { useListLink, useServedListLink } from "./useListLink";
import { loadOwnerMode } from "./useOwnerMode";

type InviteBlockProps = ComponentProps<(typeof import("./InviteBlock"))["InviteBlock"]>;
type OwnerLoginBarProps = ComponentProps<(typeof import("./OwnerLoginBar"))["OwnerLoginBar"]>;

const invitePart = gatedPart<InviteBlockProps>(() => import("./InviteBlock").then((module) => module.InviteBlock));
const loginPart = gatedPart<OwnerLoginBarProps>(() => import("./OwnerLoginBar").then((module) => module.OwnerLoginBar));

/** The list's public link and QR code; at once drawn by its code when the browser's address differs from the server's. */
export function GatedInviteBlock(props: InviteBlockProps) {
  const moved = useListLink(props.slug) !== useServedListLink(props.slug);
  return <CodeOnFirstInput part={invitePart} props={props} needed={moved} />;
}

/** "Owner login"; at once drawn by its code when it must say that this device's owner link was taken back. */
export function GatedOwnerLoginBar(props: Omit<OwnerLoginBarProps, "onLoginOpened">) {
  const locale = useLocale();
  // owner mode is fetched while the owner types the password
  const onLoginOpened = useCallback(() => void loadOwnerMode(locale).catch(() => {}), [locale]);
  return <CodeOnFirstInput part={loginPart} props={{ ...props, onLoginOpened }} needed={props.session.revoked} />;
}
