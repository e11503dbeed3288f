/** Why "Bring wishes along" left a line or an item out (issue 55; messages `import.skipped.<reason>`). */
export const SKIP_REASONS = ["already_bought", "no_title_or_link", "link_not_allowed"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
