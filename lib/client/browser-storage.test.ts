// The draw's people on one device (docs/decisions/107): several persons' links per draw, with their
// names, read also from what an older version stored.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAW_KEY, drawTokens } from "./browser-storage";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

beforeEach(() => {
  vi.stubGlobal("window", { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe("drawTokens", () => {
  it("keeps Sabine's link when Oma Gerda's is shown, and switches back", () => {
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.name("webers", "sabine-token", "Sabine");
    drawTokens.set("webers", "person", "oma-token");
    drawTokens.name("webers", "oma-token", "Oma Gerda");
    expect(drawTokens.get("webers")).toEqual({
      person: "oma-token",
      people: [
        { token: "sabine-token", name: "Sabine" },
        { token: "oma-token", name: "Oma Gerda" },
      ],
    });
    drawTokens.set("webers", "person", "sabine-token");
    expect(drawTokens.get("webers").person).toBe("sabine-token");
    expect(
      drawTokens
        .get("webers")
        .people.map((held) => held.name)
        .sort(),
    ).toEqual(["Oma Gerda", "Sabine"]);
  });

  it("forgets only the person whose link stopped working, and the organizer's token apart from them", () => {
    drawTokens.set("webers", "organizer", "orga-token");
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.set("webers", "person", "oma-token");
    drawTokens.set("webers", "person", null);
    expect(drawTokens.get("webers")).toEqual({
      organizer: "orga-token",
      people: [{ token: "sabine-token", name: "" }],
    });
    drawTokens.set("webers", "organizer", null);
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.set("webers", "person", null);
    expect(window.localStorage.getItem(DRAW_KEY)).toBe("{}");
  });

  it("reads what an older version stored: one person, no names", () => {
    window.localStorage.setItem(
      DRAW_KEY,
      JSON.stringify({ webers: { organizer: "orga-token", person: "sabine-token" } }),
    );
    expect(drawTokens.get("webers")).toEqual({
      organizer: "orga-token",
      person: "sabine-token",
      people: [{ token: "sabine-token", name: "" }],
    });
    expect(drawTokens.name("webers", "sabine-token", "Sabine")).toBe(true);
    expect(drawTokens.name("webers", "sabine-token", "Sabine")).toBe(false);
    expect(drawTokens.get("webers").people).toEqual([{ token: "sabine-token", name: "Sabine" }]);
  });
});
