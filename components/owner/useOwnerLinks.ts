"use client";
// What only the owner's own list_get tells the settings: the co-owner links (`owners`, the owner's
// answer only, decision 141) and the celebrated view's link. Read when the settings open and again
// after each change; `owners` null in a co-owner's answer, so the settings leave out what is the
// owner's alone: the links (141) and the list's owner address (decision 210).
import { useCallback, useEffect, useState } from "react";
import { getList } from "@/lib/client/api-client";
import type { WireCoOwner } from "@/features/owners/shared/owner-responses";

/** `owners`: null in a co-owner's answer, which has none. */
export type OwnerLinks = { owners: WireCoOwner[] | null; celebratedLink: string | null };

const linksOf = (answer: { owners?: WireCoOwner[]; celebrated_link?: string | null }): OwnerLinks => ({
  owners: answer.owners ?? null,
  celebratedLink: answer.celebrated_link ?? null,
});

/** The links as last read (null before the first answer), the read's failure (and its sentence, if any), and a read again. */
export function useOwnerLinks(slug: string, editToken: string | null) {
  const [links, setLinks] = useState<OwnerLinks | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  // apart from its sentence: a read that got no answer has none (offline, a bare 500)
  const [readFailed, setReadFailed] = useState(false);

  const read = useCallback(async () => {
    if (!editToken) return;
    const answer = await getList(slug, { editToken, reveal: false });
    setReadError(answer.ok ? null : answer.error);
    setReadFailed(!answer.ok);
    if (answer.ok) setLinks(linksOf(answer));
  }, [slug, editToken]);
  useEffect(() => {
    if (!editToken) return;
    let live = true;
    void getList(slug, { editToken, reveal: false }).then((answer) => {
      if (!live) return;
      if (answer.ok) setLinks(linksOf(answer));
      else setReadError(answer.error);
      setReadFailed(!answer.ok);
    });
    return () => {
      live = false;
    };
  }, [slug, editToken]);

  return { links, readError, readFailed, read };
}

export type OwnerLinksState = ReturnType<typeof useOwnerLinks>;
