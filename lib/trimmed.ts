// Trimming a set of characters off a text's ends, one character at a time (decision 228). A regex
// such as /[…]+$/ is tried at every start of a long run of those characters and reads each to the
// run's end: quadratic, so a pasted line or a shared address of many thousands of them held the
// server's one thread for seconds to minutes. Pure, for the server and the browser alike.

/** `text` without the characters `trimmed` (a one-character class) matches at its end, and at its start unless `start` is false. */
export function trimmedOf(text: string, trimmed: RegExp, { start = true } = {}): string {
  let from = 0;
  let to = text.length;
  while (start && from < to && trimmed.test(text[from]!)) from += 1;
  while (to > from && trimmed.test(text[to - 1]!)) to -= 1;
  return text.slice(from, to);
}
