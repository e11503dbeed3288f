"use client";
// Placeholder until the list screen is built (issue 3).
import type { WireItem, WireList } from "@/lib/wire";

export function ListScreen({ initialList, initialItems }: { initialList: WireList; initialItems: WireItem[] }) {
  return (
    <main>
      <h1>{initialList.title}</h1>
      <ul>
        {initialItems.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    </main>
  );
}
