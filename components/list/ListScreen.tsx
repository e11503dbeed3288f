"use client";
// FRAME ONLY (to be built out by the public-UI work, issue 3). The owner slots are a contract:
// <OwnerToolbar> (components/owner) and <OwnerItems> (components/owner) plug in here.
import { useCallback, useState } from "react";
import { OwnerItems } from "@/components/owner/OwnerItems";
import { OwnerToolbar, type AppearancePreview } from "@/components/owner/OwnerToolbar";
import { useOwnerSession } from "@/components/owner/useOwnerSession";
import { getList } from "@/lib/api-client";
import type { WireItem, WireList } from "@/lib/wire";
import { ItemCard } from "./ItemCard";

export function ListScreen({ initialList, initialItems }: { initialList: WireList; initialItems: WireItem[] }) {
  const [list, setList] = useState(initialList);
  const [items, setItems] = useState(initialItems);
  const [preview, setPreview] = useState<AppearancePreview | null>(null);
  const session = useOwnerSession(list.slug);
  const appearance = { ...list, ...preview };

  const reload = useCallback(async () => {
    const result = await getList(list.slug);
    if (result.ok) {
      setList(result.list);
      setItems(result.items);
    }
  }, [list.slug]);

  return (
    <main data-theme-color={appearance.theme_color} data-font={appearance.font_key} data-bg={appearance.bg_theme}>
      <h1>{list.title}</h1>
      <OwnerToolbar list={list} items={items} session={session} onListChange={setList} onPreview={setPreview} reload={reload} />
      {session.editToken ? (
        <OwnerItems
          list={list}
          items={items}
          editToken={session.editToken}
          onItemsChange={setItems}
          reload={reload}
          renderItem={(item, ownerControls) => (
            <ItemCard key={item.id} item={item} list={list} onChanged={reload} ownerControls={ownerControls} />
          )}
        />
      ) : (
        <ul>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} list={list} onChanged={reload} />
          ))}
        </ul>
      )}
    </main>
  );
}
