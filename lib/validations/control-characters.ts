// What a stored text may not contain: control characters, which cut a title short or colour a
// terminal in many readers (docs/decisions/014-text-and-url-rules.md). Pure, server and browser.

/** C0 controls, DEL and C1 controls. A title "\u0000hidden" would be cut short by many readers. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab, line feed and carriage return, which a multi-line note may hold. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

/** The text without the characters `hasControlCharacters` finds in a multi-line text (what a reader of shop pages keeps). */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_EXCEPT_LINE_BREAKS.source, "g"), "");
}
