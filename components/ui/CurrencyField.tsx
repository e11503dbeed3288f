"use client";
// The currency of a list's prices, named in the page's language (Intl.DisplayNames: "EUR – Euro",
// "CHF – Schweizer Franken"), so no message file has to spell out currency names.
import { useLocale } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { CURRENCIES, isCurrency, type Currency } from "@/lib/list-settings";
import { formatLocale } from "@/lib/locale";
import { Field } from "./Field";

type CurrencyFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  value: Currency;
  onChange: (currency: Currency) => void;
  name?: string;
  disabled?: boolean;
};

export function CurrencyField({ label, hint, value, onChange, name = "currency", disabled }: CurrencyFieldProps) {
  const locale = useLocale();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([formatLocale(locale)], { type: "currency", fallback: "code" });
    return CURRENCIES.map((code) => ({ code, label: `${code} – ${names.of(code) ?? code}` }));
  }, [locale]);
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="input"
          value={value}
          disabled={disabled}
          data-testid="currency"
          onChange={(event) => isCurrency(event.target.value) && onChange(event.target.value)}
        >
          {options.map(({ code, label: text }) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
