import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { shared } from "../../../server/shared.mjs";

// Which versions of a list the request being answered made (../../own-versions.ts): changeList
// notes each version it commits, the request frame names them in its answer. One store per process
// (../../../server/shared.mjs): the frame and changeList may sit in different bundles.

const store = () => shared("ownVersions", () => new AsyncLocalStorage<number[]>());

/** Runs a request's handler, with the versions the lists it changed reached (in order). */
export async function withOwnVersions<T>(run: () => Promise<T>): Promise<{ value: T; versions: number[] }> {
  const versions: number[] = [];
  const value = await store().run(versions, run);
  return { value, versions };
}

/** A change of the request being answered reached `version` (nothing outside a request). */
export function noteOwnVersion(version: number): void {
  store().getStore()?.push(version);
}
