// A decorative picture drawn by CSS (app/styles/glyphs.css), in the text's colour; the words next to it carry the meaning.
export type GlyphName = "gift" | "lock" | "moon" | "sun";

export function Glyph({ name }: { name: GlyphName }) {
  return <span className={`glyph glyph-${name}`} aria-hidden="true" />;
}
