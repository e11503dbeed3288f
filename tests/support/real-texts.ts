// Texts people really write, in scripts and directions the text rules must leave as they are
// (lib/validations/form-encoding.test.ts, display-text.test.ts).
export const REAL_TEXTS = [
  "Familie 👨\u200d👩\u200d👧 und 🏳️\u200d🌈",
  "هدية عيد ميلاد", // Arabic
  "מתנה ליום הולדת", // Hebrew
  "Doğum günü hediyesi: ğüşıöç İI",
  "English \u200fעברית\u200e mixed",
  "a\u2067שלום\u2069b", // a paired isolate
];
