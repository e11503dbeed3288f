// Icon packs for identity_mode "icon": each pack holds exactly 8 emoji (docs/product.md §3, §9).

export const ICON_PACKS = {
  kids: ["🦄", "🚀", "🦖", "🧸", "🎈", "🌈", "⚽", "🐻"],
  xmas: ["🎄", "🎅", "⛄", "🦌", "🎁", "⭐", "🔔", "🍪"],
  neutral: ["🐱", "🐶", "🦊", "🐼", "🐸", "🐙", "🦉", "🐢"],
  family: ["👩", "👨", "👧", "👦", "👵", "👴", "👶", "🏡"],
  bachelor: ["🍻", "🥂", "🎉", "🕺", "💃", "🎲", "🎸", "😎"],
} as const satisfies Record<string, readonly string[]>;

export type IconPackKey = keyof typeof ICON_PACKS;
export const ICON_PACK_KEYS = Object.keys(ICON_PACKS) as IconPackKey[];

export const OCCASIONS = ["neutral", "birthday_kids", "family", "bachelor", "xmas"] as const;
export type Occasion = (typeof OCCASIONS)[number];

const PACK_BY_OCCASION: Partial<Record<string, IconPackKey>> = {
  birthday_kids: "kids",
  xmas: "xmas",
  family: "family",
  bachelor: "bachelor",
};

/** The pack an occasion implies; anything unknown maps to neutral. */
export function packForOccasion(occasion: string | null | undefined): IconPackKey {
  // own keys only: "__proto__" or "toString" must not find Object.prototype's members
  return (occasion && Object.hasOwn(PACK_BY_OCCASION, occasion) && PACK_BY_OCCASION[occasion]) || "neutral";
}

/** The pack a list actually uses: the chosen one, else the one its occasion implies. */
export function effectivePack(chosen: string | null | undefined, occasion: string | null | undefined): IconPackKey {
  return isIconPackKey(chosen) ? chosen : packForOccasion(occasion);
}

export function isIconPackKey(value: unknown): value is IconPackKey {
  return typeof value === "string" && Object.hasOwn(ICON_PACKS, value);
}

/** Emoji are compared without variation selectors: "⭐️" and "⭐" are the same icon. */
export function normalizeEmoji(value: string): string {
  return value.replace(/[\uFE0E\uFE0F]/g, "").trim();
}

/** The pack's own spelling of an emoji, or null when it is not in the pack. */
export function findIconInPack(pack: IconPackKey, emoji: string): string | null {
  const wanted = normalizeEmoji(emoji);
  return ICON_PACKS[pack].find((icon) => normalizeEmoji(icon) === wanted) ?? null;
}
