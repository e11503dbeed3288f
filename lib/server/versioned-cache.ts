// A small in-process cache whose entries are only ever served while the database says they are
// current (docs/decisions/031-public-list-cache.md): each entry carries the stamp it was read at
// (a row's id and version), and a reader hands in the stamp it has just read from the database.
// The database stays the only source of truth, so several instances on one database stay correct.
// Bounded by weight (roughly the answer's size), least recently used first out.

export type Stamp = { id: string; version: number };

type Entry<T> = Stamp & { value: T; weight: number };

export class VersionedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  #weight = 0;

  constructor(readonly maxWeight: number) {}

  /** The stamp of what is held for `key`, if anything: what a reader checks against the database. */
  stampOf(key: string): Stamp | undefined {
    const entry = this.#entries.get(key);
    return entry && { id: entry.id, version: entry.version };
  }

  /**
   * Whatever is held for `key`, of any version: only for while the database cannot say which
   * version is current (a fault, docs/decisions/080-reading-through-faults.md).
   */
  peek(key: string): { value: T; stamp: Stamp } | undefined {
    const entry = this.#entries.get(key);
    return entry && { value: entry.value, stamp: { id: entry.id, version: entry.version } };
  }

  /** The value held for `key` if it was read at exactly `current`; otherwise nothing. */
  get(key: string, current: Stamp): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.id !== current.id || entry.version !== current.version) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least recent.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Holds `value`, read at `stamp`. Never replaces a newer version of the same row with an older
   * one (two reads racing); a value heavier than the whole cache is not held.
   */
  set(key: string, stamp: Stamp, value: T, weight: number): void {
    const held = this.#entries.get(key);
    if (held && held.id === stamp.id && held.version > stamp.version) return;
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { ...stamp, value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  delete(key: string): void {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#weight -= held.weight;
  }

  get size(): number {
    return this.#entries.size;
  }

  get weight(): number {
    return this.#weight;
  }
}
