"use client";
// The view form's fields, loaded when "Filter & sort" is first opened (ListViewForm.tsx, decision 167).
import { useEffect, useId, useRef, useState } from "react";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import type { Currency } from "@/lib/list-settings";
import { DEFAULT_VIEW, LIST_SORTS, isDefaultView, type ListSort, type ListView } from "@/lib/list-view";
import { currencySymbol } from "@/lib/price";
import { usePublicTexts } from "./public-texts";

/** Each order's name, and what it does with sections and prices written as text (docs/decisions/075). */
const SORT_TEXTS = {
  owner: { name: "sortOwner", hint: "sortOwnerHint" },
  price_up: { name: "sortPriceUp", hint: "sortPriceUpHint" },
  price_down: { name: "sortPriceDown", hint: "sortPriceDownHint" },
  most_wanted: { name: "sortMostWanted", hint: "sortMostWantedHint" },
} as const satisfies Record<ListSort, { name: string; hint: string }>;

/** What the price box holds, in the list's currency; empty or not a number: no limit. */
function maxPriceOf(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() === "" || !Number.isFinite(value) || value < 0 ? null : value;
}

/** What the server's form holds, if not `view`: a visitor may have chosen in it before this code arrived (decision 035). */
function chosenInForm(form: HTMLFormElement, view: ListView): ListView | null {
  const field = (name: string) => form.elements.namedItem(name);
  const show = field("show");
  const max = field("max");
  const sort = field("sort");
  const maxText = max instanceof HTMLInputElement ? max.value : "";
  const chosenSort = sort instanceof HTMLSelectElement ? sort.value : view.sort;
  const chosen: ListView = {
    onlyFree: show instanceof HTMLInputElement ? show.checked : view.onlyFree,
    maxPrice: maxPriceOf(maxText),
    sort: (LIST_SORTS as readonly string[]).includes(chosenSort) ? (chosenSort as ListSort) : view.sort,
  };
  const same = chosen.onlyFree === view.onlyFree && chosen.maxPrice === view.maxPrice && chosen.sort === view.sort;
  return same ? null : chosen;
}

/**
 * "Only free", "price up to" and the order (issue 26, docs/decisions/055): a plain GET form to the
 * page's own address, so before the scripts run "Show" loads the chosen view from the server; after,
 * each change shows at once and the address follows (onChange).
 */
export function ListViewFields({
  slug,
  view,
  onChange,
  currency,
}: {
  slug: string;
  /** The list's currency, named in the price box's label. */
  currency: Currency;
  view: ListView;
  /** `newEntry`: a choice in one step, which Back undoes; a price being typed is not. */
  onChange: (view: ListView, options?: { newEntry?: boolean }) => void;
}) {
  const t = usePublicTexts();
  const locale = useFormatLocale();
  const id = useId();
  const [maxText, setMaxText] = useState(view.maxPrice === null ? "" : String(view.maxPrice));
  const typeMax = (text: string) => {
    setMaxText(text);
    onChange({ ...view, maxPrice: maxPriceOf(text) });
  };
  // what was chosen in the server's form before this code was here counts, as one step Back undoes
  const form = useRef<HTMLFormElement>(null);
  const mounted = useRef({ view, onChange });
  useEffect(() => {
    const chosen = form.current && chosenInForm(form.current, mounted.current.view);
    if (!chosen) return;
    setMaxText(form.current?.max instanceof HTMLInputElement ? form.current.max.value : "");
    mounted.current.onChange(chosen, { newEntry: true });
  }, []);
  return (
    <form
      ref={form}
      method="get"
      action="/web/"
      className="list-view-form"
      aria-label={t("viewHeading")}
      data-testid="list-view-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="slug" value={slug} />
      <label className="checkbox">
        <input
          type="checkbox"
          name="show"
          value="free"
          checked={view.onlyFree}
          onChange={(event) => onChange({ ...view, onlyFree: event.target.checked }, { newEntry: true })}
        />
        {t("viewOnlyFree")}
      </label>
      <span className="list-view-field">
        <label htmlFor={`${id}-max`}>{t("viewMaxPrice", { currency: currencySymbol(locale, currency) })}</label>
        <input
          id={`${id}-max`}
          className="input"
          type="number"
          name="max"
          min={0}
          step="any"
          inputMode="decimal"
          value={maxText}
          onChange={(event) => typeMax(event.target.value)}
        />
      </span>
      <span className="list-view-field">
        <label htmlFor={`${id}-sort`}>{t("viewSort")}</label>
        <select
          id={`${id}-sort`}
          className="input"
          name="sort"
          value={view.sort}
          aria-describedby={`${id}-sort-hint`}
          onChange={(event) => onChange({ ...view, sort: event.target.value as ListSort }, { newEntry: true })}
        >
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_TEXTS[sort].name)}
            </option>
          ))}
        </select>
      </span>
      <p id={`${id}-sort-hint`} className="field-hint list-view-hint" data-testid="list-view-sort-hint">
        {t(SORT_TEXTS[view.sort].hint)}
      </p>
      {/* before the scripts run, this loads the chosen view; after, the view follows each change */}
      <button type="submit" className="button button-small list-view-apply">
        {t("viewApply")}
      </button>
      {isDefaultView(view) ? null : (
        <a
          className="button button-small"
          href={`/web/?slug=${encodeURIComponent(slug)}`}
          onClick={(event) => {
            event.preventDefault();
            setMaxText("");
            onChange(DEFAULT_VIEW);
          }}
        >
          {t("viewReset")}
        </a>
      )}
    </form>
  );
}
