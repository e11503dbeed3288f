import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CreateScreen } from "@/components/create/CreateScreen";
import { ListScreen } from "@/components/list/ListScreen";
import { findPublicList } from "@/lib/server/lists";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const slugFrom = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const slug = slugFrom((await searchParams).slug);
  const t = await getTranslations("meta");
  const found = slug ? await findPublicList(slug) : null;
  return { title: found ? `${found.list.title} · ${t("title")}` : t("title") };
}

/** One page, the screen chosen by the query (SPEC.md §2): no slug → create; ?slug= → the list. */
export default async function WebPage({ searchParams }: { searchParams: SearchParams }) {
  const slug = slugFrom((await searchParams).slug);
  if (!slug) return <CreateScreen />;
  const found = await findPublicList(slug);
  // a real 404 status, drawn by app/web/not-found.tsx
  if (!found) notFound();
  return <ListScreen initialList={found.list} initialItems={found.items} />;
}
