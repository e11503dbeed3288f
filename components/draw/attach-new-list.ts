"use client";
import { setWishlist } from "@/lib/client/api-client-draws";
import { editTokens } from "@/lib/client/browser-storage";
import { drawTokens } from "@/lib/client/draw-storage";
import { drawJoinLink, FOR_DRAW_PARAM } from "@/lib/draw-link";

/**
 * A list just made through a draw's "Create a wishlist" (issue 51: it opened in a new tab, with no
 * way back and nothing attached): attached to this device's person in that draw, its owner's token
 * kept as its own page keeps it, and the draw's address to go back to; null when this device is
 * nobody in that draw (or attaching failed): the list's own page opens as after any create.
 */
export async function attachNewList(search: string, listSlug: string, editToken: string): Promise<string | null> {
  const drawSlug = new URLSearchParams(search).get(FOR_DRAW_PARAM);
  const person = drawSlug ? drawTokens.get(drawSlug).person : undefined;
  if (!drawSlug || !person) return null;
  editTokens.set(listSlug, editToken);
  const attached = await setWishlist(drawSlug, person, listSlug);
  return attached.ok ? drawJoinLink("", drawSlug) : null;
}
