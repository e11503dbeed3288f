// The wire vocabulary for browser code, without the schema library: the setting choices and the
// answer types, whose one source is lib/validations/responses.ts.
export { BG_THEMES, FONT_KEYS, IDENTITY_MODES, type BgTheme, type FontKey, type IdentityMode } from "./list-settings";
export type {
  ApiAnswer,
  ApiAnswerData,
  ApiErrorBody,
  ApiRoute,
  ListDocumentAnswer,
  WireItem,
  WireList,
  WirePledge,
  WireQuestion,
  WireReservation,
} from "./validations/responses";
