// Saves the list as a file in the browser (docs/list-format.md): the transfer panel's download and
// the delete confirmation's "download first" use the same.
import { exportList, type ApiFailure } from "@/lib/client/api-client";

export function saveAsFile(name: string, content: unknown) {
  const blob = new Blob([`${JSON.stringify(content, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Exports the list and saves it as `wunschliste-<slug>.json`; the failure when the export failed.
 * `reveal`: with the givers' names even while surprise mode hides them from the owner.
 */
export async function downloadList(
  slug: string,
  editToken: string,
  { reveal = false } = {},
): Promise<ApiFailure | null> {
  const result = await exportList(slug, editToken, { reveal });
  if (!result.ok) return result;
  saveAsFile(`wunschliste-${slug}.json`, result.document);
  return null;
}
