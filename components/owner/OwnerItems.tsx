"use client";
// FRAME ONLY (to be built out by the owner-mode work, issue 4). Props are a contract with
// components/list/ListScreen.tsx.
import type { ReactNode } from "react";
import type { WireItem, WireList } from "@/lib/wire";

export type OwnerItemsProps = {
  list: WireList;
  items: WireItem[];
  editToken: string;
  onItemsChange: (items: WireItem[]) => void;
  reload: () => Promise<void>;
  /** Draws one item card (components/list/ItemCard) with the owner's controls inside it. */
  renderItem: (item: WireItem, ownerControls: ReactNode) => ReactNode;
};

export function OwnerItems({ items, renderItem }: OwnerItemsProps) {
  return <ul>{items.map((item) => renderItem(item, null))}</ul>;
}
