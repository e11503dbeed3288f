/** What the created dialog shares: title and link, and the owner password only when asked to. */
export function buildShareText(title: string, link: string, passwordLine: string | null): string {
  return [title, link, passwordLine].filter((line): line is string => Boolean(line)).join("\n");
}
