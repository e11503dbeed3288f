// This page's own changes to its list (../own-versions.ts): the versions the server said they made,
// and the changes still waiting for their answer. Loaded with the API client, on demand; the live
// refresh asks it (components/list/live-compare.ts) before it announces an update.
import { OWN_VERSIONS_HEADER, readOwnVersions } from "../own-versions";

const own = new Set<number>();
const waiting = new Set<Promise<unknown>>();

/** A change being sent: until it is answered, an update it may have made is not judged. */
export function sendingOwnChange(sent: Promise<Response>): Promise<Response> {
  const noted = sent.then((response) => {
    for (const version of readOwnVersions(response.headers.get(OWN_VERSIONS_HEADER))) own.add(version);
    return response;
  });
  const settled = noted.catch(() => undefined);
  waiting.add(settled);
  void settled.finally(() => waiting.delete(settled));
  return noted;
}

/**
 * True when a version after `shown` up to `read` was made elsewhere (another device, a friend);
 * false when this page's own changes made them all. Waits for the changes still being sent: the
 * stream's event may come before the answer that names its version.
 */
export async function changedElsewhere(shown: number, read: number): Promise<boolean> {
  while (waiting.size > 0) await Promise.all(waiting);
  for (let version = shown + 1; version <= read; version++) if (!own.has(version)) return true;
  return false;
}
