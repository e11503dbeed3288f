"use client";
import { useId, type ReactNode } from "react";
import type { ItemGroup } from "@/lib/list-view-groups";
import type { WireItem } from "@/lib/wire";

/**
 * The wishes under their section headings (issue 26): those without a section first, without a
 * heading; each section a labelled region whose heading is one level above its wishes' titles.
 */
export function ItemGroups({
  groups,
  renderCard,
}: {
  groups: ItemGroup[];
  renderCard: (item: WireItem, headingLevel: "h3" | "h4") => ReactNode;
}) {
  const id = useId();
  return groups.map((group, index) =>
    group.section === null ? (
      <ul key="" className="items rows" data-testid="items">
        {group.items.map((item) => renderCard(item, "h3"))}
      </ul>
    ) : (
      <section
        key={`section:${group.section}`}
        className="item-section"
        aria-labelledby={`${id}-${index}`}
        data-testid="item-section"
      >
        <h3 id={`${id}-${index}`} className="item-section-heading">
          <bdi>{group.section}</bdi>
        </h3>
        <ul className="items rows">{group.items.map((item) => renderCard(item, "h4"))}</ul>
      </section>
    ),
  );
}
