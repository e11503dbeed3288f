// What the list endpoints answer, the list as a file included (docs/api.md "list in answers");
// gathered into lib/validations/responses.ts `apiAnswers`.
import { z } from "zod";
import { nullableText, success } from "../../../lib/validations/answer-envelope";
import { wirePledgeSchema } from "../../giving/shared/claim-responses";
import { wireItemSchema } from "../../items/shared/item-responses";
import { celebratedItemSchema, celebratedListSchema, wireCoOwnerSchema } from "../../owners/shared/owner-responses";
import { wireQuestionSchema } from "../../suggestions/shared/suggestion-responses";
import { LIST_DOCUMENT_FORMAT, LIST_DOCUMENT_VERSION } from "./list-document";
import { ownerAccessAnswer, wireListSchema } from "./wire-list";

/** A list as a file (docs/list-format.md): settings and items, never ids, hashes or reservations. */
export const listDocumentAnswerSchema = z.strictObject({
  format: z.literal(LIST_DOCUMENT_FORMAT),
  version: z.literal(LIST_DOCUMENT_VERSION),
  list: z.strictObject({
    ...wireListSchema.omit({ slug: true, icons: true, icon_pack_key: true }).shape,
    /** null: the pack follows the occasion. */
    icon_pack_key: wireListSchema.shape.icon_pack_key.nullable(),
  }),
  items: z.array(
    z.strictObject({
      ...wireItemSchema.pick({ title: true, url: true, price: true, price_text: true, note: true, quantity: true })
        .shape,
      /** The address the picture came from (the item's image_source). */
      image_url: nullableText,
      /** The kept picture, WebP as base64; null when the item has none. */
      picture: nullableText,
      section: wireItemSchema.shape.section,
      most_wanted: wireItemSchema.shape.most_wanted,
      group_gift: wireItemSchema.shape.group_gift,
      /** Public parts only: no id, password or hash (docs/decisions/063-group-gifts.md). */
      pledges: z.array(wirePledgeSchema.omit({ id: true })),
      received: wireItemSchema.shape.received,
      one_of: wireItemSchema.shape.one_of,
      unlimited: wireItemSchema.shape.unlimited,
      /** Only on a giver's suggestion, in a `reveal` export of a closed list (docs/decisions/115). */
      suggested_by: nullableText.optional(),
      answers: wireItemSchema.shape.answers,
    }),
  ),
});

export const listAnswers = {
  /** `version`: bumped by every change; the live-update stream announces it (docs/api.md list_events). */
  list_get: z.union([
    success({
      list: wireListSchema,
      items: z.array(wireItemSchema),
      version: z.number().int().min(0),
      /** The owner's answer only: the live co-owner links, and the celebrated view's link (null: off). */
      owners: z.array(wireCoOwnerSchema).optional(),
      celebrated_link: nullableText.optional(),
      /** The owner's answer only: the open questions on their wishes, oldest first. */
      questions: z.array(wireQuestionSchema).optional(),
      /** Only in the owner's answer of a list the admin hid: visitors get 410 `list_hidden` (decision 128). */
      hidden: z.literal(true).optional(),
      /** The owner's answer only, while wishes brought along as links are filled (docs/api.md "items_import"). */
      filling: z.strictObject({ done: z.number().int().min(0), total: z.number().int().min(1) }).optional(),
    }),
    /** With `X-View-Token`: the celebrated person's view. */
    success({
      view: z.literal("celebrated"),
      list: celebratedListSchema,
      items: z.array(celebratedItemSchema),
    }),
  ]),
  list_create: success(ownerAccessAnswer),
  list_import: success(ownerAccessAnswer),
  list_export: success({ document: listDocumentAnswerSchema }),
  owner_login: success({ edit_token: z.string() }),
  owner_check: success({}),
  list_update: success({ list: wireListSchema }),
  list_password: success({ edit_token: z.string() }),
  list_delete: success({}),
} as const;

export type ListDocumentAnswer = z.output<typeof listDocumentAnswerSchema>;
