import { isBlockedPage } from "./blocked";
import { decodeHtml } from "./decode";
import { parsePage } from "./document";
import type { Facts } from "./facts";
import { readFacts } from "./page-facts";
import { readAmazonList, type ListReading } from "./shops/amazon-list";

// One shop page read into facts: what runs in the worker thread (./read-worker.ts), and in the
// unit tests as it is. Pure: bytes in, facts out.

export type PageInput = {
  /** The page's bytes as fetched (at most the fetcher's 2 MiB), or as the bookmarklet sent them. */
  body: Uint8Array;
  /** The Content-Type's charset, if any. */
  charset: string | null;
  /** The page's address (after redirects): relative addresses resolve against it, shop modules go by its host. */
  url: string;
  /** The answer's status (200 for a page the bookmarklet sent). */
  status: number;
};

export type PageReading = {
  /** Nothing when the page is a robot check, a consent wall or an error page. */
  facts: Facts;
  /** The page is a robot check, a captcha, a consent wall or an error page, not the product. */
  blocked: boolean;
  /** The page was bigger or deeper than the caps: read up to there. */
  capped: boolean;
  /** The items of a shop's wish list page (issue 55), or null: no list page. */
  list: ListReading | null;
};

export function readPage({ body, charset, url, status }: PageInput): PageReading {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const page = parsePage(decodeHtml(bytes, charset));
  const address = new URL(url);
  const { facts, namesProduct } = readFacts(page, address);
  const list = readAmazonList(page, address);
  const blocked = isBlockedPage(page, status, namesProduct || (list !== null && list.entries.length > 0));
  return { facts: blocked ? {} : facts, blocked, capped: page.capped, list: blocked ? null : list };
}
