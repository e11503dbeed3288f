import { describe, expect, it } from "vitest";
import {
  ICON_PACKS,
  ICON_PACK_KEYS,
  OCCASIONS,
  effectivePack,
  findIconInPack,
  isIconPackKey,
  normalizeEmoji,
  packForOccasion,
} from "./icon-packs";

describe("icon packs", () => {
  it("has five packs of exactly 8 distinct emoji each", () => {
    expect(ICON_PACK_KEYS.sort()).toEqual(["bachelor", "family", "kids", "neutral", "xmas"]);
    for (const key of ICON_PACK_KEYS) {
      expect(ICON_PACKS[key], key).toHaveLength(8);
      expect(new Set(ICON_PACKS[key].map(normalizeEmoji)).size, key).toBe(8);
    }
  });

  it("maps every occasion to a pack; unknown occasions to neutral", () => {
    expect(Object.fromEntries(OCCASIONS.map((occasion) => [occasion, packForOccasion(occasion)]))).toEqual({
      neutral: "neutral",
      birthday_kids: "kids",
      family: "family",
      bachelor: "bachelor",
      xmas: "xmas",
    });
    expect(packForOccasion("wedding")).toBe("neutral");
    expect(packForOccasion(null)).toBe("neutral");
    expect(packForOccasion("__proto__")).toBe("neutral");
    expect(packForOccasion("toString")).toBe("neutral");
  });

  it("uses the chosen pack, else the occasion's", () => {
    expect(effectivePack("bachelor", "xmas")).toBe("bachelor");
    expect(effectivePack(null, "xmas")).toBe("xmas");
    expect(effectivePack("unknown", "family")).toBe("family");
    expect(effectivePack("toString", "family")).toBe("family");
    expect(isIconPackKey("kids")).toBe(true);
    expect(isIconPackKey("hasOwnProperty")).toBe(false);
    expect(isIconPackKey(5)).toBe(false);
  });

  it("compares emoji without variation selectors and answers the pack's spelling", () => {
    expect(normalizeEmoji("⭐\uFE0F")).toBe("⭐");
    expect(normalizeEmoji(" ⛄\uFE0E ")).toBe("⛄");
    const star = ICON_PACKS.xmas.find((icon) => normalizeEmoji(icon) === "⭐")!;
    expect(findIconInPack("xmas", "⭐\uFE0F")).toBe(star);
    expect(findIconInPack("xmas", "⭐")).toBe(star);
    expect(findIconInPack("kids", "⚽\uFE0F")).toBe(ICON_PACKS.kids.find((icon) => normalizeEmoji(icon) === "⚽"));
    expect(findIconInPack("xmas", "🦄")).toBeNull();
    expect(findIconInPack("xmas", "🎄🎅")).toBeNull();
    expect(findIconInPack("xmas", "")).toBeNull();
  });
});
