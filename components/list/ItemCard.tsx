"use client";
// FRAME ONLY (to be built out by the public-UI work, issue 3). Props are a contract with
// components/owner/OwnerItems.tsx.
import type { ReactNode } from "react";
import type { WireItem, WireList } from "@/lib/wire";

export type ItemCardProps = {
  item: WireItem;
  list: WireList;
  /** Called after a successful reserve/release so the screen reloads the list. */
  onChanged: () => Promise<void>;
  /** Owner-only controls (edit, delete, move, release as owner), rendered inside the card. */
  ownerControls?: ReactNode;
};

export function ItemCard({ item, ownerControls }: ItemCardProps) {
  return (
    <li>
      {item.title}
      {ownerControls}
    </li>
  );
}
