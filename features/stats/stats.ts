import "server-only";
import type { List } from "../../lib/server/db/generated/client";
import { db } from "../../lib/server/db/client";

/** How many wishes `list` has, how many are reserved, and the titles of the first `top` most wanted. */
export async function listStats(list: List, top = 3) {
  const items = await db.item.findMany({
    where: { listId: list.id },
    select: { title: true, mostWanted: true, _count: { select: { reservations: true } } },
  });
  return {
    items: items.length,
    reserved: items.filter((item) => item._count.reservations > 0).length,
    top: items
      .filter((item) => item.mostWanted)
      .slice(0, top)
      .map((item) => item.title),
  };
}
