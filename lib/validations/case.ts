// The edge between the wire (snake_case, as the original client sends it: docs/api.md) and the
// domain (camelCase). Request schemas end in `.transform(camelKeys)`, so lib/server only ever
// sees camelCase objects whose types follow from the schemas.

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type Renamed<T, K extends keyof T> = K extends string ? CamelCase<K> : never;
type MaybeAbsent<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * `T` with its snake_case keys renamed to camelCase. A key whose value may be undefined (an
 * absent optional field) becomes optional, so domain callers may leave it out.
 */
export type CamelKeys<T> = {
  [K in Exclude<keyof T, MaybeAbsent<T>> as Renamed<T, K>]: T[K];
} & { [K in MaybeAbsent<T> as Renamed<T, K>]?: T[K] };

const snakeSegment = /_([a-z0-9])/g;

/** Renames the top-level keys of a parsed object; values are left as they are. */
export function camelKeys<T extends object>(value: T): CamelKeys<T> {
  const renamed: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    renamed[key.replace(snakeSegment, (_, letter: string) => letter.toUpperCase())] = entry;
  }
  return renamed as CamelKeys<T>;
}
