// The draw's people on one device (docs/decisions/107): several persons' links per draw, with whom
// each opens, read also from what an older version stored.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAW_KEY, drawTokens } from "./draw-storage";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

const SABINE = { id: "p-sabine", name: "Sabine" };
const OMA = { id: "p-oma", name: "Oma Gerda" };

beforeEach(() => {
  vi.stubGlobal("window", { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe("drawTokens", () => {
  it("keeps Sabine's link when Oma Gerda's is shown, and switches back", () => {
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.known("webers", "sabine-token", SABINE);
    drawTokens.set("webers", "person", "oma-token");
    drawTokens.known("webers", "oma-token", OMA);
    expect(drawTokens.get("webers")).toEqual({
      person: "oma-token",
      people: [
        { token: "sabine-token", ...SABINE },
        { token: "oma-token", ...OMA },
      ],
    });
    drawTokens.set("webers", "person", "sabine-token");
    expect(drawTokens.get("webers").person).toBe("sabine-token");
    expect(drawTokens.get("webers").people.map((held) => held.name)).toEqual(["Oma Gerda", "Sabine"]);
  });

  it("replaces a person's older link with their newer one (a mailed or renewed link)", () => {
    drawTokens.set("webers", "person", "oma-token");
    drawTokens.known("webers", "oma-token", OMA);
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.known("webers", "sabine-token", SABINE);
    drawTokens.set("webers", "person", "sabine-mailed-token");
    expect(drawTokens.known("webers", "sabine-mailed-token", SABINE)).toBe(true);
    expect(drawTokens.known("webers", "sabine-mailed-token", SABINE)).toBe(false);
    expect(drawTokens.get("webers")).toEqual({
      person: "sabine-mailed-token",
      people: [
        { token: "oma-token", ...OMA },
        { token: "sabine-mailed-token", ...SABINE },
      ],
    });
  });

  it("forgets only the person whose link stopped working, and the organizer's token apart from them", () => {
    drawTokens.set("webers", "organizer", "orga-token");
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.set("webers", "person", "oma-token");
    drawTokens.set("webers", "person", null);
    expect(drawTokens.get("webers")).toEqual({
      organizer: "orga-token",
      people: [{ token: "sabine-token", id: "", name: "" }],
    });
    drawTokens.set("webers", "organizer", null);
    drawTokens.set("webers", "person", "sabine-token");
    drawTokens.set("webers", "person", null);
    expect(window.localStorage.getItem(DRAW_KEY)).toBe("{}");
  });

  it("reads what an older version stored: one person, not yet known", () => {
    window.localStorage.setItem(
      DRAW_KEY,
      JSON.stringify({ webers: { organizer: "orga-token", person: "sabine-token" } }),
    );
    expect(drawTokens.get("webers")).toEqual({
      organizer: "orga-token",
      person: "sabine-token",
      people: [{ token: "sabine-token", id: "", name: "" }],
    });
    expect(drawTokens.known("webers", "sabine-token", SABINE)).toBe(true);
    expect(drawTokens.get("webers").people).toEqual([{ token: "sabine-token", ...SABINE }]);
  });
});
