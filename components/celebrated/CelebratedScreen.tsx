"use client";
// The celebrated person's view (docs/decisions/123-the-celebrated-view.md): the wishes as the owner
// wrote them, in the owner's order and sections. It draws only what the view's answer holds (an
// allow-list made by the server), so there is nothing of reservations, pledges or givers to hide:
// no reserve button, no "taken", no counts. The token stays in the fragment, so a reload works.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { getCelebratedView, type CelebratedRead } from "@/lib/client/api-client";
import { textDirection } from "@/lib/locale";
import { formatPrice } from "@/lib/price";
import type { CelebratedItem } from "@/features/owners/shared/owner-responses";
import { safeHttpUrl } from "@/components/list/links";
import "./celebrated.css";

type Shown = { read: CelebratedRead } | { error: string } | null;

/** Wishes by section, each section where its first wish stands in the owner's order. */
function bySection(items: CelebratedItem[]): [string | null, CelebratedItem[]][] {
  const groups = new Map<string | null, CelebratedItem[]>();
  for (const item of items) groups.set(item.section, [...(groups.get(item.section) ?? []), item]);
  return [...groups];
}

export function CelebratedScreen({ slug, title }: { slug: string; title: string }) {
  const t = useTranslations("celebrated");
  const [shown, setShown] = useState<Shown>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.replace(/^#/, "")).get("view");
    const read = token ? getCelebratedView(slug, token) : Promise.resolve(null);
    void read.then((answer) =>
      setShown(
        answer === null
          ? { error: t("incomplete") }
          : answer.ok
            ? { read: answer }
            : { error: answer.error ?? t("unreachable") },
      ),
    );
  }, [slug, t]);

  return (
    <main className="page stack celebrated-screen" data-testid="celebrated-view">
      <header className="stack">
        <h1>
          <bdi>{shown && "read" in shown ? shown.read.list.title : title}</bdi>
        </h1>
        <p className="muted">{t("lead")}</p>
      </header>
      {shown === null ? <p aria-busy="true">{t("loading")}</p> : null}
      {shown && "error" in shown ? <ErrorBox error={shown.error} /> : null}
      {shown && "read" in shown ? <Wishes read={shown.read} /> : null}
    </main>
  );
}

function Wishes({ read }: { read: CelebratedRead }) {
  const t = useTranslations("celebrated");
  if (read.items.length === 0) return <p className="muted">{t("empty")}</p>;
  return bySection(read.items).map(([section, items]) => (
    <section key={section ?? ""} className="stack">
      {section ? <h2 className="celebrated-section">{section}</h2> : null}
      <ul className="stack celebrated-wishes">
        {items.map((item) => (
          // a wish's title is one level under what it stands under: its section, else the page's title
          <Wish key={item.id} item={item} currency={read.list.currency} Heading={section ? "h3" : "h2"} />
        ))}
      </ul>
    </section>
  ));
}

function Wish({
  item,
  currency,
  Heading,
}: {
  item: CelebratedItem;
  currency: CelebratedRead["list"]["currency"];
  Heading: "h2" | "h3";
}) {
  const t = useTranslations("celebrated");
  const locale = useFormatLocale();
  const url = safeHttpUrl(item.url);
  const price = formatPrice(item.price, item.price_text, { locale, currency });
  return (
    <li className="item-card celebrated-wish" data-testid="item-card">
      {item.image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the app already made the sizes
        <img
          className="celebrated-picture"
          src={item.image_url}
          srcSet={item.image_srcset ?? undefined}
          width={item.image_width ?? undefined}
          height={item.image_height ?? undefined}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className="stack">
        <Heading className="item-title">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              <bdi>{item.title}</bdi>
              <span className="external-icon" aria-hidden="true">
                {textDirection(locale) === "rtl" ? "\u00a0↖" : "\u00a0↗"}
              </span>
              <span className="visually-hidden">{` ${t("opensInNewTab")}`}</span>
            </a>
          ) : (
            <bdi>{item.title}</bdi>
          )}
        </Heading>
        {price ? (
          <p className="item-price" data-testid="item-price">
            <bdi>{price}</bdi>
          </p>
        ) : null}
        {item.quantity > 1 ? <p className="muted small">{t("quantity", { count: item.quantity })}</p> : null}
        {item.note ? (
          <p className="item-note" dir="auto">
            {item.note}
          </p>
        ) : null}
      </div>
    </li>
  );
}
