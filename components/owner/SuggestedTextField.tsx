"use client";
import { useId, type ComponentProps } from "react";
import { TextField } from "@/components/ui/Field";

/**
 * A text field that offers the names the list already uses while typing (its sections, its groups
 * of alternatives): the same name files wishes together, so a typo would split them.
 */
export function SuggestedTextField({
  suggestions,
  ...field
}: ComponentProps<typeof TextField> & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <TextField {...field} list={suggestions.length > 0 ? listId : undefined} />
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
