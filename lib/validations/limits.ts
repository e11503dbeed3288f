// How long each stored text may be: one table for the API's schemas and the forms' maxLength.
// Pure and zod-free, so browser code can import it without the schema library.

export const LIMITS = {
  listTitle: 120,
  itemTitle: 200,
  note: 1000,
  eventNote: 1000,
  eventLocation: 200,
  visitorName: 60,
  password: 200,
  url: 2048,
  token: 200,
  id: 64,
  priceText: 50,
  /** An item's section heading (issue 26). */
  section: 60,
  /** "#rrggbb" */
  themeColor: 7,
} as const;

/** How many of one item an owner may wish for, and so how many one reservation may take. */
export const QUANTITY = { min: 1, max: 99 } as const;

/** Lengths count Unicode code points, so an emoji is one character (docs/api.md "Limits"). */
export const codePointLength = (value: string) => [...value].length;
