import "server-only";
import type { Access } from "../openapi/operation";
import { requireListOwner, requireOwnedList } from "../auth";
import type { Draw, List } from "../db/generated/client";
import { z } from "zod";
import { camelKeys } from "../../validations/case";
import { editToken, slug } from "../../validations/fields";
import { requireOrganizedDraw } from "../../../features/draws/access";
import { requireOwnedItem, type OwnedItem } from "../../../features/items/item-access";

// The frame's check of who may call (docs/architecture.md "Who may call"): before the handler
// runs, after the input was checked (400 first, docs/api.md "Check order"), with the checked
// input's own fields. The handler gets what was checked and hands it to the domain, which trusts it.

/** What the frame hands the handler, by the access its entry declares. */
export type Checked = {
  owner: { list: List };
  "owner, not co-owner": { list: List };
  "item owner": { list: List; item: OwnedItem };
  organizer: { draw: Draw };
};

export type CheckedAccess = keyof Checked;

const CHECKED = new Set<Access>(["owner", "owner, not co-owner", "item owner", "organizer"] satisfies CheckedAccess[]);

/** Whether the frame checks `access` itself. */
export function frameChecks(access: Access): access is CheckedAccess {
  return CHECKED.has(access);
}

/** The fields the checks read, as the input schemas name them after parsing (camelCase). */
type Credentials = { slug: string; editToken?: string; itemId?: string; organizerToken?: string };

/** Checks `access` against the parsed input; throws the 404 or 403 the domain used to. */
export async function checkAccess(access: CheckedAccess, input: unknown): Promise<Checked[CheckedAccess]> {
  const { slug, editToken, itemId, organizerToken } = input as Credentials;
  switch (access) {
    case "owner":
      return { list: await requireOwnedList({ slug, editToken }) };
    case "owner, not co-owner":
      return { list: await requireListOwner({ slug, editToken }) };
    case "item owner":
      return requireOwnedItem({ slug, editToken, itemId: itemId ?? "" });
    case "organizer":
      return { draw: await requireOrganizedDraw({ slug, organizerToken }) };
  }
}

const OWNER_FIELDS = z.object({ slug, edit_token: editToken }).transform(camelKeys);

/**
 * The owner's token from a large body's first fields, before the rest is read (decision 231):
 * throws the 404 or 403 the frame's own check would; fields it cannot read leave it to that check.
 */
export async function refuseOwnerEarly(fields: Record<string, string>): Promise<void> {
  const parsed = OWNER_FIELDS.safeParse(fields);
  if (parsed.success) await requireOwnedList(parsed.data);
}
