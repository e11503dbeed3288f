import type { PageDocument } from "../document";
import type { Facts } from "../facts";

/**
 * What one shop's module knows about its pages beyond the generic sources (JSON-LD, Open Graph,
 * microdata): one small module per shop, listed in ./index.ts. Its facts come first, field by field.
 */
export type ShopReader = {
  name: string;
  /** Whether the page at `url` (after redirects) is this shop's. */
  handles: (url: URL) => boolean;
  read: (page: PageDocument, url: URL) => Facts;
};
