// The visitor's reads (./list-reads.ts) with their code, and the transport's, fetched at the first
// call: the list page's first view needs neither (the page came with the list); a live change, a
// reload or a token this device holds does (issue 57, decision 172). Code that cannot be fetched
// (offline) is told as a request that got no answer.
import type { ListRead } from "./api-transport";
import type { ApiFailure } from "./no-answer";
import type { OwnerRead } from "./list-reads";
import { noAnswer } from "./no-answer";

const listReads = () => import("./list-reads");

export function getList(slug: string, owner?: OwnerRead): Promise<ListRead | ApiFailure> {
  return listReads().then((reads) => reads.getList(slug, owner), noAnswer);
}

export function checkOwnerToken(slug: string, editToken: string) {
  return listReads().then((reads) => reads.checkOwnerToken(slug, editToken), noAnswer);
}
