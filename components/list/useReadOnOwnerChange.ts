import { useEffect, useRef } from "react";

/**
 * Owner mode begins or ends, or the owner peeks: read the view that belongs to it (not on a
 * visitor's first render: the page came with theirs).
 */
export function useReadOnOwnerChange(reload: () => Promise<void>, editToken: string | null, peeking: boolean) {
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    const key = editToken ? `${editToken}|${peeking}` : null;
    if (key === readFor.current) return;
    readFor.current = key;
    void reload();
  }, [reload, editToken, peeking]);
}
