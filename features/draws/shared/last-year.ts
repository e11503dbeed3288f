// Whether a copy of a draw as next year's carries who drew whom
// (docs/decisions/094-a-draw-that-tells-nothing.md): the server's copy (../draws.ts) and the
// organizer's screen, which says what the copy will do, read it here.

/**
 * True once the draw's day (`YYYY-MM-DD`) is over, in UTC; a draw without a day never: a copy of a
 * draw still to come would turn its real matches into a "last year" the organizer could probe.
 */
export function carriesLastYear(eventDate: string | null, now = new Date()): boolean {
  return eventDate !== null && eventDate < now.toISOString().slice(0, 10);
}
