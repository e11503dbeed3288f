import type { WireList } from "@/lib/wire";

/** A list's title as shown: a blank one gets the screen's fallback (the page and the screen alike). */
export const shownTitle = (list: Pick<WireList, "title">, fallback: string) => list.title.trim() || fallback;
