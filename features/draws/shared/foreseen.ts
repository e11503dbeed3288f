/**
 * The matches the organizer's exclusions give away before the draw: a person whom the exclusions
 * leave one person to draw draws that one, and the organizer who set them knows it. Warned about,
 * never refused (decision 218's "Not taken"; decision 220). Exclusions hold both ways, so such a
 * person is also given by that one alone. None while the draw is impossible anyway (someone left
 * nobody, or two left the same one person): the draw's refusal then says why.
 */
export function foreseenMatches(
  people: readonly string[],
  exclusions: readonly { a: string; b: string }[],
): { giver: string; receiver: string }[] {
  const excluded = new Set(exclusions.flatMap(({ a, b }) => [`${a} ${b}`, `${b} ${a}`]));
  const foreseen: { giver: string; receiver: string }[] = [];
  for (const giver of people) {
    const choices = people.filter((other) => other !== giver && !excluded.has(`${giver} ${other}`));
    if (choices.length === 0) return [];
    if (choices.length === 1) foreseen.push({ giver, receiver: choices[0]! });
  }
  const receivers = foreseen.map(({ receiver }) => receiver);
  return new Set(receivers).size === receivers.length ? foreseen : [];
}
