import type { Access } from "./operation";

// Who may call, as the OpenAPI document says it: a security requirement per endpoint from its
// entry's `access` (docs/decisions/137-who-may-call-at-the-entry.md). OpenAPI's `apiKey` knows a
// key only in a header, the query or a cookie; most of this API's secrets travel in the body (never
// in an address, where logs keep them), so those schemes name the field and say where it goes, and
// the field is also in the request body's schema.

const bodyField = (field: string, whose: string) => ({
  type: "apiKey",
  in: "header",
  name: field,
  description: `${whose}, sent as the request body's field \`${field}\` (not a header: OpenAPI has no body place for a key).`,
  "x-wunschliste-in": "body",
});

export const SECURITY_SCHEMES = {
  adminToken: {
    type: "apiKey",
    in: "header",
    name: "X-Admin-Token",
    description: "The instance's ADMIN_TOKEN (the admin view, docs/decisions/128-the-admin-view.md).",
  },
  editToken: bodyField("edit_token", "The list owner's edit token"),
  editTokenHeader: {
    type: "apiKey",
    in: "header",
    name: "X-Edit-Token",
    description: "The list owner's edit token on `list_get`: the owner's view of the list.",
  },
  giverPassword: bodyField("password", "The password a reservation or pledge was made with"),
  organizerToken: bodyField("organizer_token", "A draw organizer's token"),
  participantToken: bodyField("participant_token", "A draw person's token"),
  participantTokenHeader: {
    type: "apiKey",
    in: "header",
    name: "X-Participant-Token",
    description: "A draw person's token on `draw_get`.",
  },
  organizerTokenHeader: {
    type: "apiKey",
    in: "header",
    name: "X-Organizer-Token",
    description: "A draw organizer's token on `draw_get`.",
  },
  mailLinkToken: bodyField("token", "The token a mail's link carries"),
};

type Scheme = keyof typeof SECURITY_SCHEMES;
/** Alternatives: any one requirement will do; an empty one means no credential is needed. */
type Requirement = Partial<Record<Scheme, []>>[];

const REQUIREMENTS: Record<Access, Requirement | null> = {
  anyone: null,
  "anyone or owner": [{}, { editTokenHeader: [] }],
  owner: [{ editToken: [] }],
  "owner, not co-owner": [{ editToken: [] }],
  "item owner": [{ editToken: [] }],
  "item owner, as uploaded": [{ editToken: [] }],
  "giver or owner": [{ giverPassword: [] }, { editToken: [] }],
  suggester: [{ giverPassword: [] }],
  organizer: [{ organizerToken: [] }],
  "person or organizer": [
    { participantToken: [] },
    { organizerToken: [] },
    { participantTokenHeader: [] },
    { organizerTokenHeader: [] },
  ],
  person: [{ participantToken: [] }],
  "mail link": [{ mailLinkToken: [] }],
  admin: [{ adminToken: [] }],
};

/** The security requirement of an endpoint that `access` states, or null when anyone may call it. */
export function securityOf(access: Access): Requirement | null {
  return REQUIREMENTS[access];
}
