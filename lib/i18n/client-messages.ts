// Which messages each part of the app hands to the browser. The client components of a screen
// only get the namespaces they use, so a visitor of a list does not download the owner's, the
// create screen's or the server's error texts (issue 11). A part of a namespace is named
// "namespace.key" (e.g. the owner-login button a visitor sees, without the rest of owner mode).
// When a client component starts using another namespace, add it to its screen's list here.
import type { Messages } from "next-intl";

type Namespace = keyof Messages;
type MessagePath = { [N in Namespace]: N | `${N}.${Extract<keyof Messages[N], string>}` }[Namespace];

/** The header, colour-scheme toggle and offline notice on every page (app/layout.tsx). */
export const SHELL_MESSAGES = ["header", "colorScheme", "offline"] as const satisfies readonly MessagePath[];

/** The create screen (components/create). */
export const CREATE_MESSAGES = ["create", "transfer"] as const satisfies readonly MessagePath[];

/** Where a shared shop link arrives (components/share, docs/decisions/062-share-target.md). */
export const SHARE_TARGET_MESSAGES = ["shareTarget"] as const satisfies readonly MessagePath[];

/** The page a mail's confirm or unsubscribe link opens (components/mail, decision 081). */
export const MAIL_LINK_MESSAGES = ["mailPage"] as const satisfies readonly MessagePath[];
/** The celebrated person's view of a list (components/celebrated, decision 123). */
export const CELEBRATED_MESSAGES = ["celebrated"] as const satisfies readonly MessagePath[];
/**
 * Secret-santa draws (components/draw, docs/decisions/077-draws.md): create, join, a person's and the
 * organizer's screens, and the Copy and Share beside their links (components/ui/LinkActions.tsx).
 */
export const DRAW_MESSAGES = [
  "draw",
  "report",
  "common.copy",
  "common.copied",
  "common.share",
] as const satisfies readonly MessagePath[];

/**
 * A list the instance's admin hid (components/moderation/ListHidden.tsx, decision 128), with the
 * settings' delete its owner is offered there (decision 241).
 */
export const HIDDEN_LIST_MESSAGES = [
  "hiddenList",
  "settings.deleteSection",
  "settings.deleteIntro",
  "settings.deleteOpen",
  "settings.deleteTitle",
  "settings.deleteWarning",
  "settings.deleteExportHint",
  "settings.deleteDownload",
  "settings.deleteDownloadFailed",
  "settings.deleteTypeTitle",
  "settings.deleteTypeHint",
  "settings.deleteMismatch",
  "settings.deleteConfirm",
  "settings.deleteCancel",
  "settings.deleteFailed",
  "settings.deleting",
] as const satisfies readonly MessagePath[];

/** The admin view (components/admin, decision 128), with the report reasons it lists. */
export const ADMIN_MESSAGES = ["admin", "report.reasons"] as const satisfies readonly MessagePath[];

/** A list as its visitors see it (components/list), with the owner-login button and dialog. */
export const LIST_MESSAGES = [
  "public",
  "created",
  "common",
  "invite",
  "ownerLogin",
  "owner.loginButton",
  "ownerCheck.revoked",
  // the note while changes are paused by a database fault (decision 080)
  "paused",
  // "Report this list" at the page's foot (decision 129)
  "report",
] as const satisfies readonly MessagePath[];

/** Owner mode (components/owner), loaded with its code once the owner has unlocked the list. */
export const OWNER_MESSAGES = [
  "owner",
  "ownerLogin",
  "ownerCheck",
  "settings",
  // co-owner links and the celebrated view's link in the settings (decisions 122, 123)
  "coOwners",
  "itemEditor",
  "share",
  "transfer",
  "paused",
  // "Bring wishes along" and its filling bar (issue 55)
  "bringAlong",
  // why a picture could not be kept (an item's image_problem, decision 050)
  "errors.picture_not_allowed",
  "errors.picture_unreachable",
  "errors.picture_not_an_image",
  "errors.picture_too_large",
  "errors.picture_too_many_pixels",
  "errors.too_many_pictures",
  "errors.storage_quota",
  "errors.invalid_url",
  // a shop link whose page was a robot check (item_preview's notice, decision 072)
  "errors.preview_blocked",
] as const satisfies readonly MessagePath[];

type Catalogue = { [key: string]: string | Catalogue };

/** The named namespaces (or single messages of one) out of a catalogue; parts of one namespace merge. */
export function pickMessages(messages: Messages, paths: readonly MessagePath[]): Partial<Messages> {
  const catalogue = messages as unknown as Catalogue;
  const picked: Catalogue = {};
  for (const path of paths) {
    const [namespace, key] = path.split(".") as [string, string | undefined];
    const source = catalogue[namespace];
    if (source === undefined) continue;
    if (key === undefined || typeof source === "string") {
      picked[namespace] = source;
      continue;
    }
    const part = picked[namespace];
    const merged = typeof part === "object" ? part : {};
    if (source[key] !== undefined) merged[key] = source[key];
    picked[namespace] = merged;
  }
  // a subset of the catalogue's own shape: the texts are untouched, only namespaces and keys left out
  return picked as Partial<Messages>;
}
