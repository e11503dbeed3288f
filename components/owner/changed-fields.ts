// An owner's form against a wish or the list changed elsewhere while it is open (another owner, or
// the owner's other device): it saves only what was changed in it, and its untouched fields follow
// what was saved meanwhile (docs/decisions/211-what-a-family-trips-over-on-shared-lists.md).

type Fields = Record<string, unknown>;

/** The fields of `now` whose value differs from `before`'s (values as sent: text, booleans, null). */
export function changedFields<T extends object>(before: T, now: T): Partial<T> {
  const was = before as Fields;
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => was[key] !== value)) as Partial<T>;
}

/** The form's `values` once what it took (`taken`) changed elsewhere to `now`: untouched fields follow. */
export function followChanges<T extends object>(values: T, taken: T, now: T): T {
  const [was, is] = [taken as Fields, now as Fields];
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === was[key] ? is[key] : value]),
  ) as T;
}
