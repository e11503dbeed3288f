// The versions of a list that a change's own request made (docs/decisions/201-what-families-on-phones-trip-over-again.md):
// the answer to a change names them in a header, the page that sent it knows them as its own, and a
// live update that brings nothing else is not announced as news from elsewhere. Only the one who
// sent the change sees its answer: the stream's events stay the same for every visitor.

/** The answer's header: the versions, in order, separated by commas ("12" or "12,13"). */
export const OWN_VERSIONS_HEADER = "x-list-versions";

/** The header's value for `versions`. */
export const ownVersionsValue = (versions: number[]) => versions.join(",");

/** The versions a header names; nothing for a missing or unreadable one. */
export function readOwnVersions(value: string | null): number[] {
  return (value ?? "")
    .split(",")
    .map(Number)
    .filter((version) => Number.isInteger(version) && version > 0);
}
