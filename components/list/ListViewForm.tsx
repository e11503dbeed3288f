"use client";
import { useCallback, useRef, useState } from "react";
import { codeGate, ServerHtmlUntilLoaded, servedPart } from "@/components/ui/ServerHtmlUntilLoaded";
import type { Currency } from "@/lib/list-settings";
import type { ListView } from "@/lib/list-view";
import { usePublicTexts } from "./public-texts";

type FieldsProps = Parameters<typeof import("./ListViewFields").ListViewFields>[0];
const loadFields = () => import("./ListViewFields");
// the server's rendering of the fields; in the browser their code loads at the first opening (decision 167)
const ServedFields = servedPart(() => loadFields().then((module) => module.ListViewFields));

/**
 * "Filter & sort" (issue 26, docs/decisions/055): folded away while nothing is chosen, open when
 * the address chose something. The server renders the whole form, a plain GET form that works
 * before any script; its code loads when the visitor first opens it (issue 57, decision 167), and
 * until then the server's form stays as it came.
 */
export function ListViewForm({
  slug,
  view,
  onChange,
  initiallyOpen,
  currency,
}: {
  slug: string;
  /** The list's currency, named in the price box's label. */
  currency: Currency;
  view: ListView;
  /** Whether the server's page shows the form open: the address chose a view. */
  initiallyOpen: boolean;
  /** `newEntry`: a choice in one step, which Back undoes; a price being typed is not. */
  onChange: (view: ListView, options?: { newEntry?: boolean }) => void;
}) {
  const t = usePublicTexts();
  const [gate] = useState(codeGate<FieldsProps>);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadFields().then(
      (module) => gate.open(module.ListViewFields),
      // offline, its code unreachable: the server's form stays, and "Show" still loads the chosen
      // view; the next opening asks again
      () => {
        requested.current = false;
      },
    );
  }, [gate]);
  // opened before hydration (the toggle came before React listened), or by the address
  const hydrated = useCallback(
    (details: HTMLDetailsElement | null) => {
      if (details?.open) load();
    },
    [load],
  );
  return (
    // a constant `open`: React never closes what the friend opened
    <details
      ref={hydrated}
      className="list-view"
      open={initiallyOpen}
      data-testid="list-view"
      onToggle={(event) => {
        if (event.currentTarget.open) load();
      }}
    >
      <summary className="button button-small list-view-summary">{t("viewOpen")}</summary>
      <ServerHtmlUntilLoaded
        served={ServedFields}
        gate={gate}
        props={{ slug, view, onChange, currency }}
        pending={
          <p className="muted" role="status">
            {t("viewLoading")}
          </p>
        }
      />
    </details>
  );
}
