// The data-scale benchmark's filler (bench/seed.mjs) writes rows straight into the database; they
// must be lists the app serves like any other, or the benchmark would measure a broken database.
import { describe, expect, it } from "vitest";
import { seedFillerLists } from "../../bench/seed.mjs";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile();

describe("bench filler lists", () => {
  it("are served like lists made through the API, items in order, beside real lists", async () => {
    const real = await api.createList("Echt");
    await api.addItem(real, { title: "Echtes Geschenk" });
    await seedFillerLists(server.databaseUrl, { lists: 3, items: 4 });

    const filler = await api.getList("fill2");
    expect(filler.status, filler.text).toBe(200);
    expect(filler.json.list.title).toBe("Filler list 2");
    expect(filler.json.items.map((item) => item.title)).toEqual(["Gift 8", "Gift 9", "Gift 10", "Gift 11"]);
    expect(filler.json.items.every((item) => !item.busy)).toBe(true);

    const untouched = await api.getList(real.slug);
    expect(untouched.json.items.map((item) => item.title)).toEqual(["Echtes Geschenk"]);

    const login = await api.post("/api/list.owner.login.php", { slug: "fill2", owner_password: "not-a-hash" });
    expect(login.status).toBe(401);
  });
});
