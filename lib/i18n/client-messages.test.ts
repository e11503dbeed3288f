// Each screen's client components get only the namespaces listed in client-messages.ts; a
// component that starts using another namespace without it being listed would show raw keys.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Messages } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import {
  ADMIN_MESSAGES,
  CREATE_MESSAGES,
  DRAW_MESSAGES,
  LIST_MESSAGES,
  OWNER_MESSAGES,
  pickMessages,
  SHELL_MESSAGES,
} from "./client-messages";

const root = path.resolve(__dirname, "../..");
const messages = en as Messages;

/** The namespaces a source asks for (server components, getTranslations, send no texts). */
const namespacesAskedIn = (source: string) =>
  [...source.matchAll(/useTranslations\("([^"]+)"\)/g)].map((match) => match[1]!);

/**
 * The namespaces the client components in a folder (not its sub-folders) ask for, with those of
 * the shared parts of components/ui they import (a draw's LinkBox shows LinkActions' "Copy").
 */
function namespacesUsedIn(folder: string): Set<string> {
  const used = new Set<string>();
  for (const name of readdirSync(path.join(root, folder))) {
    if (!/\.tsx?$/.test(name) || name.endsWith(".test.ts")) continue;
    const source = readFileSync(path.join(root, folder, name), "utf8");
    for (const namespace of namespacesAskedIn(source)) used.add(namespace);
    for (const [, part] of source.matchAll(/from "@\/components\/ui\/([\w-]+)"/g)) {
      const file = ["tsx", "ts"].map((ext) => path.join(root, "components/ui", `${part}.${ext}`)).find(existsSync);
      if (file) for (const namespace of namespacesAskedIn(readFileSync(file, "utf8"))) used.add(namespace);
    }
  }
  return used;
}

const namespacesOf = (paths: readonly string[]) => new Set(paths.map((entry) => entry.split(".")[0]));

describe("pickMessages", () => {
  it("hands over whole namespaces and single messages, nothing else", () => {
    const picked = pickMessages(messages, ["invite", "owner.loginButton"]);
    expect(Object.keys(picked).sort()).toEqual(["invite", "owner"]);
    expect(picked.invite).toEqual(messages.invite);
    expect(picked.owner).toEqual({ loginButton: messages.owner.loginButton });
  });
});

describe.each([
  ["components", SHELL_MESSAGES],
  ["components/create", CREATE_MESSAGES],
  ["components/list", LIST_MESSAGES],
  // owner mode merges its messages onto the list page's (components/owner/OwnerMode.tsx)
  ["components/owner", [...LIST_MESSAGES, ...OWNER_MESSAGES]],
  ["components/admin", ADMIN_MESSAGES],
  ["components/draw", DRAW_MESSAGES],
] as const)("the client components in %s", (folder, paths) => {
  it("get every namespace they use", () => {
    const sent = namespacesOf(paths);
    expect([...namespacesUsedIn(folder)].filter((namespace) => !sent.has(namespace))).toEqual([]);
  });
});

it("sends no visitor the server's error texts", () => {
  for (const paths of [SHELL_MESSAGES, CREATE_MESSAGES, LIST_MESSAGES])
    expect(namespacesOf(paths).has("errors")).toBe(false);
});
