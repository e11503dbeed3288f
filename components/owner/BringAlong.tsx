"use client";
// "Bring wishes along" (issue 55, docs/decisions/125-bring-wishes-along.md): pasted text or a CSV
// file read by the server into a review — a checkbox per wish found with its picture (decision
// 144), and what was left out and why — then "Add N wishes" saves the chosen ones in one go.
// Nothing is stored before that; a kept picture address is fetched and kept after adding.
import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { importItems, previewImport, type ImportSource } from "@/lib/client/api-client";
import { sentPages } from "@/lib/client/tab-storage";
import { BRING_LIST_PARAM } from "@/lib/shared-link";
import { isCurrency, type Currency } from "@/lib/list-settings";
import { formatPrice } from "@/lib/price";
import { LIMITS } from "@/lib/validations/limits";
import type { ApiAnswer, WireItem } from "@/lib/wire";
import { BringAlongSource, type TypedSource } from "./BringAlongSource";
import { ReviewPicture } from "./ReviewPicture";
import { pictureLoader, type PictureLoader } from "./review-pictures";
import { useOwnerFailure } from "./useOwnerFailure";
import { useSharedLink } from "./useSharedLink";
import "./bring-along.css";
import { waitingButton } from "@/components/ui/waiting-button";

type Found = ApiAnswer<"items_import_preview">;
type Wish = Found["items"][number];

type BringAlongProps = {
  slug: string;
  editToken: string;
  currency: Currency;
  onAdded: (items: WireItem[]) => void;
};

/** A wish's name in the review: its title, else the host of its link (filled in after adding). */
const nameOf = (wish: Wish) => wish.title ?? new URL(wish.url!).hostname;

export function BringAlong({ slug, editToken, currency, onAdded }: BringAlongProps) {
  const t = useTranslations("bringAlong");
  // prices and dates as the list writes them for this visitor (decision 075), not the language's own region
  const locale = useFormatLocale();
  const toast = useToast();
  const fail = useOwnerFailure();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [chosen, setChosen] = useState<boolean[]>([]);
  const [section, setSection] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // what was pasted or typed stays for Back from the review, until the dialog closes
  const [typed, setTyped] = useState<TypedSource>({ text: "", address: "" });
  const [cameBack, setCameBack] = useState(false);
  // the review takes the focus at its first wish: the control that read it has gone with its step
  const review = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (found) review.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [found]);

  const close = () => {
    setOpen(false);
    setFound(null);
    setTyped({ text: "", address: "" });
    setCameBack(false);
    setSection("");
    setError(null);
  };

  const read = async (source: ImportSource) => {
    setBusy(true);
    setError(null);
    const result = await previewImport(slug, editToken, source);
    setBusy(false);
    if (!result.ok) return setError(fail.inline(result));
    setFound(result);
    setChosen(result.items.map(() => true));
  };

  // the list bookmarklet brought a wish list (decision 142): its page, as the owner saw it, if it came
  const broughtList = useSharedLink(BRING_LIST_PARAM);
  useEffect(() => {
    if (!broughtList) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser
    setOpen(true);
    void read({ url: broughtList, page: sentPages.take(broughtList) ?? undefined });
    // read once per brought list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [broughtList]);

  // one loader per review, made and ended by one effect (so React's second run in development
  // makes a fresh one): its requests are aborted and its blob: addresses freed when the review goes
  const [pictures, setPictures] = useState<PictureLoader | null>(null);
  useEffect(() => {
    if (!found) return;
    const loader = pictureLoader(slug, editToken);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loader lives exactly as long as this effect
    setPictures(loader);
    return () => loader.dispose();
  }, [found, slug, editToken]);

  const count = chosen.filter(Boolean).length;
  const add = async () => {
    if (!found) return;
    setBusy(true);
    const wishes = found.items.filter((_, index) => chosen[index]);
    const items = wishes.map(({ title, url, price, price_text, currency: shown, note, quantity, image_url }) => ({
      ...(title ? { title } : {}),
      url,
      // a text the spreadsheet wrote ("ca. 10 €") is saved as the price text it is
      price: price ?? price_text,
      currency: shown,
      note,
      quantity,
      image_url,
    }));
    const result = await importItems(slug, editToken, items, section.trim() || undefined);
    setBusy(false);
    if (!result.ok) return setError(fail.inline(result));
    onAdded(result.items);
    toast.success(t("added", { count: result.items.length }));
    close();
  };

  const priceOf = (wish: Wish) =>
    formatPrice(wish.price, wish.price_text, {
      locale,
      currency: isCurrency(wish.currency) ? wish.currency : currency,
    });

  return (
    <>
      <button type="button" className="button bring-along-open" onClick={() => setOpen(true)}>
        {t("open")}
      </button>
      <Dialog open={open} onClose={close} title={t("title")} closeLabel={t("cancel")} className="bring-along">
        {found === null ? (
          <BringAlongSource
            typed={typed}
            onType={setTyped}
            focusText={cameBack}
            busy={busy}
            error={error}
            onRead={read}
            onCancel={close}
          />
        ) : (
          <div className="bring-along-review" ref={review}>
            {found.complete || found.notice ? null : <p className="notice">{t("incomplete")}</p>}
            {found.notice ? <p className="notice">{t("blocked")}</p> : null}
            {found.items.length === 0 ? <p>{t("nothing")}</p> : null}
            <ul className="bring-along-wishes">
              {found.items.map((wish, index) => (
                <li key={index}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen[index] ?? false}
                      onChange={(event) =>
                        setChosen(chosen.map((value, at) => (at === index ? event.target.checked : value)))
                      }
                    />
                    <ReviewPicture url={wish.image_url} loader={pictures} />
                    <span className="bring-along-name">{nameOf(wish)}</span>
                    {priceOf(wish) === null ? null : <span className="bring-along-price">{priceOf(wish)}</span>}
                    {wish.quantity > 1 ? <span className="muted">{t("wanted", { count: wish.quantity })}</span> : null}
                    {wish.title ? null : <span className="muted">{t("fillsLater")}</span>}
                  </label>
                </li>
              ))}
            </ul>
            {found.skipped.length > 0 ? (
              <details className="bring-along-skipped">
                <summary>{t("skippedTitle", { count: found.skipped.length })}</summary>
                <ul>
                  {found.skipped.map((skipped, index) => (
                    <li key={index}>
                      {skipped.line ? t("line", { line: skipped.line }) : skipped.title}
                      {": "}
                      {t(`skipped.${skipped.reason}`)}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
            <TextField
              label={t("section")}
              value={section}
              maxLength={LIMITS.section}
              onChange={(event) => setSection(event.target.value)}
            />
            <ErrorBox error={error} />
            <div className="dialog-actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setCameBack(true);
                  setFound(null);
                }}
                disabled={busy}
              >
                {t("back")}
              </button>
              <button
                type="button"
                className="button button-primary"
                {...waitingButton(busy, count === 0)}
                onClick={() => void add()}
              >
                {t("add", { count })}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** "Filling in wishes: 7 of 12" while wishes brought along as links are read from their shops. */
export function FillingBar({ filling }: { filling?: { done: number; total: number } }) {
  const t = useTranslations("bringAlong");
  if (!filling) return null;
  const label = t("filling", { done: filling.done, total: filling.total });
  return (
    <div className="filling-bar card" role="status">
      <span>{label}</span>
      <progress max={filling.total} value={filling.done} aria-label={label} />
    </div>
  );
}
