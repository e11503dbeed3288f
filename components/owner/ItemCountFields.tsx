"use client";
import { useTranslations } from "next-intl";
import { CheckboxField, TextField } from "@/components/ui/Field";
import { QUANTITY } from "@/lib/validations/limits";

/** What ItemForm binds a text input and a checkbox by (its `bind` and `bindCheckbox`). */
type TextBinding = {
  name: string;
  value: string;
  errorId?: string;
  onChange: (event: { target: { value: string } }) => void;
  readOnly?: boolean;
  "aria-disabled"?: boolean;
};
type CheckboxBinding = {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * How many of a wish the owner wants, as the form shows it: one group gift that friends chip in
 * for (docs/decisions/063-group-gifts.md), "as many as you like" (decision 120), or a count. A
 * group gift has no count and no "as many"; "as many" has no count.
 */
export function ItemCountFields({
  groupGift,
  unlimited,
  quantity,
}: {
  groupGift: CheckboxBinding;
  unlimited: CheckboxBinding;
  quantity: TextBinding;
}) {
  const t = useTranslations("itemEditor");
  return (
    <>
      <CheckboxField label={t("groupGift")} hint={t("groupGiftHint")} {...groupGift} />
      {groupGift.checked ? null : <CheckboxField label={t("unlimited")} hint={t("unlimitedHint")} {...unlimited} />}
      {groupGift.checked || unlimited.checked ? null : (
        <TextField
          label={t("quantity")}
          hint={t("quantityHint")}
          {...quantity}
          type="number"
          inputMode="numeric"
          min={QUANTITY.min}
          max={QUANTITY.max}
          step={1}
        />
      )}
    </>
  );
}
