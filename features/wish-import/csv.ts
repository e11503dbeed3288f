import "server-only";
import Papa from "papaparse";
import { collect, type Found } from "./found-wish";

// A spreadsheet saved as CSV (issue 55): comma, semicolon (German Excel) or tab separated, quoted
// fields with separators and quotes inside (papaparse reads them), a header row in any of the nine
// languages or none. The file's bytes were made text by lib/spreadsheet-text.ts.

type Column = "title" | "url" | "price" | "currency" | "quantity" | "note";

/** Header words per column in the app's nine languages (lower case; compared without accents' case). */
const HEADERS: Record<Column, string[]> = {
  title: [
    "title", "name", "wish", "item", "product", "titel", "wunsch", "artikel", "produkt", "bezeichnung", "başlık",
    "ad", "ürün", "dilek", "istek", "titre", "nom", "souhait", "produit", "article", "título", "nombre", "deseo",
    "producto", "artículo", "titolo", "nome", "desiderio", "prodotto", "articolo", "naam", "wens", "tytuł", "nazwa",
    "życzenie", "العنوان", "الاسم", "الأمنية", "المنتج",
    // the word the app itself uses for the wishes, singular and plural (a heading "Envies" is no wish)
    "wishes", "wünsche", "envie", "envies", "souhaits", "deseos", "desideri", "wensen", "życzenia", "dilekler",
    "الأمنيات",
  ],
  url: [
    "url", "link", "address", "adresse", "lien", "enlace", "collegamento", "bağlantı", "adres", "odnośnik", "shop",
    "الرابط",
  ],
  price: ["price", "preis", "fiyat", "prix", "precio", "prezzo", "prijs", "cena", "السعر"],
  currency: ["currency", "währung", "para birimi", "devise", "monnaie", "moneda", "valuta", "munt", "waluta", "العملة"],
  quantity: [
    "quantity", "qty", "count", "anzahl", "menge", "adet", "miktar", "quantité", "cantidad", "quantità", "aantal",
    "ilość", "liczba", "الكمية",
  ],
  note: [
    "note", "notes", "comment", "description", "notiz", "bemerkung", "beschreibung", "not", "açıklama", "remarque",
    "commentaire", "nota", "comentario", "notitie", "opmerking", "notatka", "uwagi", "ملاحظة",
  ],
}; // prettier-ignore

/** "Preis (€):" → "preis": a header cell without its unit, colon and case. */
const headerWord = (cell: string) =>
  cell
    .replace(/\(.*?\)|\[.*?\]/g, "")
    .replace(/[:*#]/g, "")
    .trim()
    .toLowerCase();

/**
 * The longest header cell read as one: every header word with a unit ("Para birimi (TL):") is far
 * shorter. A longer cell is no header, and is not searched for brackets: each "(" of a cell of
 * "((((…" read to its end — a megabyte's cell held the server for minutes (decision 228).
 */
const HEADER_CELL_MAX = 80;

function columnOf(cell: string): Column | undefined {
  if (cell.length > HEADER_CELL_MAX) return undefined;
  const word = headerWord(cell);
  return (Object.keys(HEADERS) as Column[]).find((column) => HEADERS[column].includes(word));
}

const LINK = /^https?:\/\/\S+$/i;
const PRICE = /^(?:[^\d\s]{1,3}\s?)?\d[\d.,\u00a0\u202f ]*(?:\s?[^\d\s]{1,3})?$/;

/** Without a header: the first link is the link, the first price-like cell the price, the first other text the title. */
function guessColumns(row: string[]): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  row.forEach((cell, index) => {
    const value = cell.trim();
    if (value === "") return;
    if (LINK.test(value)) columns.url ??= index;
    else if (PRICE.test(value) && /[.,]\d|[^\d\s.,]/.test(value)) columns.price ??= index;
    else columns.title ??= index;
  });
  return columns;
}

export function readCsv(text: string): Found {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimitersToGuess: [";", ",", "\t", "|"],
    skipEmptyLines: "greedy",
  });
  const rows = parsed.data;
  const found: Found = { items: [], skipped: [] };
  if (rows.length === 0) return found;
  const named: Partial<Record<Column, number>> = {};
  rows[0]!.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column && named[column] === undefined) named[column] = index;
  });
  const hasHeader = named.title !== undefined || named.url !== undefined;
  rows.forEach((row, index) => {
    if (hasHeader && index === 0) return;
    const columns = hasHeader ? named : guessColumns(row);
    const cell = (column: Column) => (columns[column] === undefined ? undefined : row[columns[column]!]?.trim());
    const currency = cell("currency")?.toUpperCase();
    collect(
      found,
      {
        title: cell("title"),
        url: cell("url"),
        price: cell("price"),
        priceText: cell("price"),
        currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
        note: cell("note"),
        quantity: cell("quantity"),
      },
      { line: index + 1 },
    );
  });
  return found;
}
