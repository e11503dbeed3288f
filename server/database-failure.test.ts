// The SQLite file the server makes is its user's alone (decision 224 made backups 0600; the live
// file holds the same password hashes, names and mail addresses).
import { mkdtempSync, rmSync, statSync, writeFileSync, chmodSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "./migrations.mjs";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function tempFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "wl-db-mode-"));
  folders.push(folder);
  return folder;
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("a SQLite file made at start", () => {
  it("is readable and writable by the server's user alone, its journal files too", async () => {
    const file = path.join(tempFolder(), "data", "wunschliste.db");
    await migrate({ databaseUrl: `file:${file}`, log: () => {} });
    expect(modeOf(file).toString(8)).toBe("600");
    for (const journal of [`${file}-wal`, `${file}-shm`]) {
      try {
        expect(modeOf(journal).toString(8)).toBe("600");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // closed and checkpointed
      }
    }
  });

  it("keeps the mode an operator gave an existing file", async () => {
    const file = path.join(tempFolder(), "wunschliste.db");
    writeFileSync(file, "");
    chmodSync(file, 0o640);
    await migrate({ databaseUrl: `file:${file}`, log: () => {} });
    expect(modeOf(file).toString(8)).toBe("640");
  });
});
