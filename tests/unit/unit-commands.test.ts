// docs/deploy.md section 1 installs Node from NodeSource's packages (/usr/bin) or from the official
// tarball unpacked to /usr/local (/usr/local/bin). The units named /usr/bin/npm and /usr/bin/node,
// so on the second a start failed at once (status 203/EXEC, "Failed to locate executable"). They
// name the command alone, which systemd (239 and newer; Debian 12 has 252) looks up in its own
// search path, /usr/local/bin before /usr/bin (decision 212).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const units = readdirSync(path.join(root, "deploy")).filter((file) => file.endsWith(".service"));

it.each(units)("deploy/%s finds node and npm where section 1 installs them", (unit) => {
  const commands = [...readFileSync(path.join(root, "deploy", unit), "utf8").matchAll(/^ExecStart=(\S+)/gm)].map(
    ([, command]) => command!,
  );
  expect(commands.length).toBeGreaterThan(0);
  for (const command of commands) expect(command, unit).not.toMatch(/^\/.*\/(node|npm)$/);
});
