// Helpers for the secret-santa draw's API tests (docs/api.md "Draws"): a draw, people in it, the
// draw itself and each side's read, every one asserting its own success.
import { expect } from "vitest";
import type { Api, Answer } from "./api";

export type Organizer = { slug: string; token: string };
export type Person = { id: string; name: string; token: string; link: string };

/** A draw's title and settings, as every read answers them. */
type DrawFacts = {
  title: string;
  budget: number | null;
  currency: string;
  event_date: string | null;
  note: string | null;
};
type ParticipantView = {
  draw: DrawFacts & { drawn: boolean; round: number; participants: string[] };
  me: {
    id: string;
    name: string;
    list_slug: string | null;
    gives_to: { name: string; list_slug: string | null } | null;
    redrawn: boolean;
  };
};
type OrganizerView = {
  draw: DrawFacts & {
    drawn: boolean;
    round: number;
    participants: string[];
    avoid_last_year: boolean;
    has_last_year: boolean;
  };
  participants: { id: string; name: string; joined: boolean; has_list: boolean; has_looked: boolean }[];
  exclusions: { a: string; b: string }[];
};

export function drawCalls(api: Api) {
  async function createDraw(fields: Record<string, unknown> = {}): Promise<Organizer> {
    const answer = await api.post<{ slug: string; organizer_token: string }>(
      "/api/draw_create.php",
      { title: "Wichteln 2026", organizer_password: "orga-secret", ...fields },
      { as: "json" },
    );
    expect(answer.status, answer.text).toBe(200);
    return { slug: answer.json.slug, token: answer.json.organizer_token };
  }

  const join = (draw: Organizer, fields: Record<string, unknown>) =>
    api.post<{ participant_id: string; participant_token: string; participant_link: string }>("/api/draw_join.php", {
      slug: draw.slug,
      ...fields,
    });

  function person(
    name: string,
    answer: Answer<{ participant_id: string; participant_token: string; participant_link: string }>,
  ): Person {
    expect(answer.status, answer.text).toBe(200);
    return {
      id: answer.json.participant_id,
      name,
      token: answer.json.participant_token,
      link: answer.json.participant_link,
    };
  }

  /** A person joins with a name and a password of their own. */
  const joinAs = async (draw: Organizer, name: string, password = `${name}-pw`, fields: Record<string, unknown> = {}) =>
    person(name, await join(draw, { name, password, ...fields }));

  /** The organizer adds a person by name. */
  const add = async (draw: Organizer, name: string, fields: Record<string, unknown> = {}) =>
    person(name, await join(draw, { name, organizer_token: draw.token, ...fields }));

  const organizerPost = (path: string, draw: Organizer, fields: Record<string, unknown> = {}) =>
    api.post(path, { slug: draw.slug, organizer_token: draw.token, ...fields });

  const exclude = (draw: Organizer, a: Person, b: Person, fields: Record<string, unknown> = {}) =>
    organizerPost("/api/draw_exclude.php", draw, { a: a.id, b: b.id, ...fields });

  const run = (draw: Organizer, fields: Record<string, unknown> = {}) =>
    organizerPost("/api/draw_run.php", draw, fields);

  const read = (slug: string, headers: Record<string, string>) =>
    api.get(`/api/draw_get.php?slug=${encodeURIComponent(slug)}`, headers);

  async function viewAs(draw: Organizer, someone: Person): Promise<ParticipantView> {
    const answer = await read(draw.slug, { "X-Participant-Token": someone.token });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as unknown as ParticipantView;
  }

  /** The person taps "Show whom I give to" on their screen, which showed `round` (draw_reveal). */
  const reveal = (draw: Organizer, someone: Person, round: number | string = 1, headers: Record<string, string> = {}) =>
    api.post(
      "/api/draw_reveal.php",
      { slug: draw.slug, participant_token: someone.token, round: String(round) },
      { headers },
    );

  async function organizerView(draw: Organizer): Promise<OrganizerView> {
    const answer = await read(draw.slug, { "X-Organizer-Token": draw.token });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as unknown as OrganizerView;
  }

  return { createDraw, join, joinAs, add, organizerPost, exclude, run, read, viewAs, reveal, organizerView };
}

/** Everyone's match, read through each person's own link: giver name → receiver name. */
export async function everyMatch(calls: ReturnType<typeof drawCalls>, draw: Organizer, people: Person[]) {
  const matches = new Map<string, string>();
  for (const someone of people) {
    const { me } = await calls.viewAs(draw, someone);
    expect(me.gives_to, someone.name).not.toBeNull();
    matches.set(someone.name, me.gives_to!.name);
  }
  return matches;
}
