// docs/decisions/README.md indexes every decision record: each record once, by its file, with a
// status and one line (issue 43). A record added without its line fails here, and so does a line
// whose record is gone or whose status names a record that does not exist.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

type Row = { number: string; file: string; status: string; line: string };

/** The index's table rows: `| [NNN Title](NNN-file.md) | status | one line |`. */
function indexRows(text: string): Row[] {
  return [...text.matchAll(/^\| \[(\d{3}) [^\]]+\]\(([^)]+)\) +\| ([^|]*?) +\| ([^|]*?) +\|$/gm)].map((match) => ({
    number: match[1]!,
    file: match[2]!,
    status: match[3]!.trim(),
    line: match[4]!.trim(),
  }));
}

const rows = indexRows(readFileSync(path.join(dir, "README.md"), "utf8"));

it("reads the index's rows (the checks below see real entries)", () => {
  expect(rows.length).toBeGreaterThan(60);
  expect(rows[0]).toEqual({
    number: "001",
    file: "001-layers.md",
    status: "accepted",
    line: expect.stringContaining("Thin routes"),
  });
});

it("lists every decision record once, and no file that is not one", () => {
  const listed = rows.map((row) => row.file);
  expect(
    listed.filter((file, index) => listed.indexOf(file) !== index),
    "listed twice",
  ).toEqual([]);
  expect(
    records.filter((file) => !listed.includes(file)),
    "records missing from docs/decisions/README.md",
  ).toEqual([]);
  expect(
    listed.filter((file) => !records.includes(file)),
    "lines whose record does not exist",
  ).toEqual([]);
});

it("gives each record its number, a status naming only real records, and one line", () => {
  const numbers = new Set(records.map((file) => file.slice(0, 3)));
  for (const row of rows) {
    expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
    expect(row.status, row.file).toMatch(/^(accepted|superseded|partly superseded|not adopted)\b/);
    for (const [named] of row.status.matchAll(/\d{3}/g)) expect(numbers.has(named), `${row.file}: ${named}`).toBe(true);
    expect(row.line.length, row.file).toBeGreaterThan(10);
  }
});

// One template for every record (docs/decisions/138): the four sections, in this order; a record
// the index calls superseded says so in its own Status, naming the record that replaced it.
const SECTIONS = [/^\*\*Status:\*\*/m, /^## Context\b/m, /^## Decision\b/m, /^## Consequences\b/m];

it("gives every record the template's sections, in order: Status, Context, Decision, Consequences", () => {
  const wanting = records.filter((file) => {
    const text = readFileSync(path.join(dir, file), "utf8");
    const at = SECTIONS.map((section) => text.search(section));
    return at.some((index) => index < 0) || at.some((index, n) => n > 0 && index < at[n - 1]!);
  });
  expect(wanting, "records without the four sections in order").toEqual([]);
});

it("has a superseded record say so in its Status, naming what superseded it", () => {
  for (const row of rows.filter((each) => /^superseded/.test(each.status))) {
    const status = /^\*\*Status:\*\*(.*)$/m.exec(readFileSync(path.join(dir, row.file), "utf8"))?.[1] ?? "";
    expect(status, row.file).toMatch(/superseded by/i);
    for (const [named] of row.status.matchAll(/\d{3}/g)) expect(status, row.file).toContain(named);
  }
});
