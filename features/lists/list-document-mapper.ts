import "server-only";
import { isIconPackKey } from "../../lib/icon-packs";
import type { ListDocumentAnswer } from "./shared/list-responses";
import type { Item, List, Picture, Pledge } from "@/lib/server/db/generated/client";
import { toWireList, toWirePrice, type AnsweredRow } from "./mappers";
import { LIST_DOCUMENT_FORMAT, LIST_DOCUMENT_VERSION } from "./shared/list-document";

// A list as its owner's file, from its rows (./mappers.ts maps them for answers; kept apart so
// each stays under 300 lines). Secrets never pass through here either.

/** A list as a file (docs/list-format.md): its settings and items in order, nothing secret. */
export function toListDocument(
  list: List,
  items: (Item & {
    picture: Pick<Picture, "large"> | null;
    pledges: Pick<Pledge, "amountCents" | "pledgedBy">[];
    questions: AnsweredRow[];
  })[],
  { giversNamed }: { giversNamed: boolean },
): ListDocumentAnswer {
  const { slug: _slug, icons: _icons, icon_pack_key: _pack, ...settings } = toWireList(list);
  return {
    format: LIST_DOCUMENT_FORMAT,
    version: LIST_DOCUMENT_VERSION,
    list: { ...settings, icon_pack_key: isIconPackKey(list.iconPackKey) ? list.iconPackKey : null },
    items: items.map((item) => ({
      title: item.title,
      url: item.url,
      image_url: item.imageUrl,
      ...toWirePrice(item),
      note: item.note,
      quantity: item.quantity,
      picture: item.picture ? Buffer.from(item.picture.large).toString("base64") : null,
      section: item.section,
      most_wanted: item.mostWanted,
      group_gift: item.groupGift,
      // the owner's own file: names kept whatever the identity mode, as the list keeps them, unless
      // the surprise hides them (the amounts stay: a group gift imported again keeps its progress)
      pledges: item.pledges.map((pledge) => ({
        amount: pledge.amountCents / 100,
        pledged_by: giversNamed ? pledge.pledgedBy : null,
      })),
      received: item.received,
      one_of: item.oneOf,
      unlimited: item.unlimited,
      // a suggestion leaves only in a reveal export of a closed list (features/lists/transfer.ts)
      ...(item.suggested ? { suggested_by: giversNamed ? item.suggestedBy : null } : {}),
      answers: item.questions.flatMap(({ question, answer }) => (answer === null ? [] : [{ question, answer }])),
    })),
  };
}
