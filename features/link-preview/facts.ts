/** What one source of a shop page says about its product: raw strings, tidied later (link-preview.ts). */
export type Facts = {
  title?: string;
  description?: string;
  image?: string;
  url?: string;
  price?: string | number;
  currency?: string;
};
