// The wire vocabulary for browser code, without the schema library: the setting choices and the
// answer types, whose sources are lib/validations/responses.ts and the areas'
// features/<area>/shared/*-responses.ts.
export { BG_THEMES, FONT_KEYS, IDENTITY_MODES, type BgTheme, type FontKey, type IdentityMode } from "./list-settings";
export type { ApiAnswer, ApiAnswerData, ApiErrorBody, ApiRoute } from "./validations/responses";
export type { WirePledge, WireReservation } from "../features/giving/shared/claim-responses";
export type { WireItem } from "../features/items/shared/item-responses";
export type { ListDocumentAnswer } from "../features/lists/shared/list-responses";
export type { WireList } from "../features/lists/shared/wire-list";
export type { WireQuestion } from "../features/suggestions/shared/suggestion-responses";
