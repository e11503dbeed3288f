"use client";
// "Report this list" at the foot of the list page: few visitors press it, so its code is no first-load
// script (issue 57, docs/decisions/180-invite-and-login-on-the-first-tap.md); the server's HTML until
// the visitor reaches into it, a press before the code is here pressed again once it is.
import type { ComponentProps } from "react";
import { CodeOnFirstInput, gatedPart } from "@/components/ui/gated-part";

type ReportLinkProps = ComponentProps<(typeof import("./ReportLink"))["ReportLink"]>;

const reportPart = gatedPart<ReportLinkProps>(() => import("./ReportLink").then((module) => module.ReportLink));

export function GatedReportLink(props: ReportLinkProps) {
  return <CodeOnFirstInput part={reportPart} props={props} needed={false} />;
}
