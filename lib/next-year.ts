import type { ListDocumentAnswer } from "./wire";

// "Copy for next year" (issue 28, docs/decisions/066-closing-a-list.md) is the owner's copy of a
// list (export, then import: components/owner/ListTransfer.tsx), with this one step between: a list
// file never holds reservations, so what is left to drop is what arrived and the closing.

/** The file of a list as its copy starts: open, and, for next year, without the wishes received. */
export function forNewCopy(document: ListDocumentAnswer, nextYear: boolean): ListDocumentAnswer {
  const items = nextYear ? document.items.filter((item) => !item.received) : document.items;
  return {
    ...document,
    list: { ...document.list, closed: false },
    items: items.map((item) => ({ ...item, received: false })),
  };
}
