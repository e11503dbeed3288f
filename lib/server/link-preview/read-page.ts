import { decodeHtml } from "./decode";
import { parsePage } from "./document";
import type { Facts } from "./facts";
import { factsOfPage } from "./page-facts";

// One fetched shop page read into facts: what runs in the worker thread (./read-worker.ts), and
// in the unit tests as it is. Pure: bytes in, facts out.

export type PageInput = {
  /** The page's bytes as fetched (at most the fetcher's 2 MiB). */
  body: Uint8Array;
  /** The Content-Type's charset, if any. */
  charset: string | null;
};

export type PageReading = {
  facts: Facts;
  /** The page was bigger or deeper than the caps: read up to there. */
  capped: boolean;
};

export function readPage({ body, charset }: PageInput): PageReading {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const page = parsePage(decodeHtml(bytes, charset));
  return { facts: factsOfPage(page), capped: page.capped };
}
