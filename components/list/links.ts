import { httpUrl } from "@/lib/validations/http-url";

/** Only http(s) links are ever rendered as links (no javascript:, data:, … from stored data). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return (value && httpUrl(value)?.href) || null;
}
