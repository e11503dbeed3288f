import { updateList, type ApiFailure, type ListUpdate } from "@/lib/api-client";
import type { WireList } from "@/lib/wire";
import { isSignedOutFailure } from "./failure";

type Translate = (key: string, values?: Record<string, string | number>) => string;

export type SaveOutcome = { ok: true; list: WireList } | { ok: false; message: string; signedOut: boolean };

/** `t` is useTranslations("settings"). docs/product.md §8: 'Error while saving.' + server text, or the network text. */
export function describeSaveFailure(failure: ApiFailure, t: Translate): string {
  if (failure.network) return t("errorNetwork", { message: t("networkDetail") });
  return `${t("errorSave")} ${failure.error ?? t("unknown")}`;
}

export async function saveList(update: ListUpdate, t: Translate): Promise<SaveOutcome> {
  const result = await updateList(update);
  if (result.ok) return { ok: true, list: result.list };
  return { ok: false, message: describeSaveFailure(result, t), signedOut: isSignedOutFailure(result) };
}
