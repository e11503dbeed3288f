// What the instance stores, field by field, in the words of the privacy page (/web/privacy/,
// docs/decisions/133-privacy-page.md). Every column of prisma/schema.prisma is named here with the
// fact it belongs to, so the page says what the code actually keeps; lib/privacy.test.ts fails when
// the schema gains a column this table does not place. `internal`: ids, links between rows, order
// and counters, which say nothing about anybody.

/** The page's sections, in order: whom the facts are about. */
export const PRIVACY_GROUPS = ["owners", "givers", "draws", "mail", "technical"] as const;
export type PrivacyGroup = (typeof PRIVACY_GROUPS)[number];

/** Each fact the page names (privacy.fact.* in messages/*.json) and its section. */
export const PRIVACY_FACTS = {
  listContent: "owners",
  wishes: "owners",
  pictures: "owners",
  ownerSecrets: "owners",
  coOwners: "owners",
  giverNames: "givers",
  giverSecrets: "givers",
  questions: "givers",
  drawContent: "draws",
  drawPeople: "draws",
  drawSecrets: "draws",
  mailAddress: "mail",
  mailLinks: "mail",
  mailOutbox: "mail",
  reports: "technical",
  clientAddresses: "technical",
  times: "technical",
} as const satisfies Record<string, PrivacyGroup>;
export type PrivacyFact = keyof typeof PRIVACY_FACTS;

/** Every stored column, by model, and the fact it belongs to. */
export const STORED_FIELDS: Record<string, Record<string, PrivacyFact | "internal">> = {
  List: {
    id: "internal",
    slug: "listContent",
    title: "listContent",
    ownerPasswordHash: "ownerSecrets",
    themeColor: "listContent",
    fontKey: "listContent",
    bgTheme: "listContent",
    eventDate: "listContent",
    eventLocation: "listContent",
    eventNote: "listContent",
    requireName: "listContent",
    identityMode: "listContent",
    occasion: "listContent",
    iconPackKey: "listContent",
    currency: "listContent",
    surprise: "listContent",
    closed: "listContent",
    version: "internal",
    createdAt: "times",
    updatedAt: "times",
    retentionNoticeAt: "times",
    celebratedToken: "coOwners",
    hiddenAt: "times",
  },
  Item: {
    id: "internal",
    listId: "internal",
    title: "wishes",
    url: "wishes",
    imageUrl: "wishes",
    priceCents: "wishes",
    priceText: "wishes",
    note: "wishes",
    position: "internal",
    quantity: "wishes",
    pictureProblem: "internal",
    section: "wishes",
    mostWanted: "wishes",
    groupGift: "wishes",
    received: "wishes",
    oneOf: "wishes",
    unlimited: "wishes",
    suggested: "wishes",
    suggestedBy: "giverNames",
    suggestionPasswordHash: "giverSecrets",
    fillState: "internal",
    fillClaimedUntil: "internal",
    createdAt: "times",
    updatedAt: "times",
  },
  Reservation: {
    id: "internal",
    itemId: "internal",
    count: "giverNames",
    reservedBy: "giverNames",
    passwordHash: "giverSecrets",
    createdAt: "times",
    watcherId: "internal",
  },
  Pledge: {
    id: "internal",
    itemId: "internal",
    amountCents: "giverNames",
    pledgedBy: "giverNames",
    passwordHash: "giverSecrets",
    createdAt: "times",
    watcherId: "internal",
  },
  Picture: {
    id: "internal",
    itemId: "internal",
    large: "pictures",
    width: "pictures",
    height: "pictures",
    card: "pictures",
    cardWidth: "pictures",
    createdAt: "times",
  },
  EditToken: { tokenHash: "ownerSecrets", listId: "internal", createdAt: "times" },
  OwnerInvite: {
    id: "internal",
    listId: "internal",
    label: "coOwners",
    linkHash: "coOwners",
    createdAt: "times",
    revokedAt: "times",
  },
  CoOwnerToken: { tokenHash: "coOwners", inviteId: "internal", createdAt: "times" },
  Question: {
    id: "internal",
    itemId: "internal",
    question: "questions",
    answer: "questions",
    answeredAt: "times",
    createdAt: "times",
    watcherId: "internal",
  },
  Report: {
    id: "internal",
    listId: "internal",
    drawId: "internal",
    reason: "reports",
    note: "reports",
    createdAt: "times",
  },
  RetentionSweep: {
    id: "internal",
    at: "times",
    failed: "internal",
    lists: "internal",
    draws: "internal",
    ownersTold: "internal",
  },
  InstanceSettings: {
    name: "internal",
    settings: "internal",
    startedAt: "internal",
    seenAt: "internal",
  },
  RateLimit: {
    bucket: "clientAddresses",
    key: "clientAddresses",
    hits: "clientAddresses",
    expiresAt: "clientAddresses",
  },
  MailAddress: {
    id: "internal",
    addressKey: "mailAddress",
    address: "mailAddress",
    confirmedAt: "times",
    confirmTokenHash: "mailLinks",
    lastUsedAt: "times",
    createdAt: "times",
  },
  MailSubscription: {
    id: "internal",
    addressId: "internal",
    listId: "internal",
    kind: "mailAddress",
    locale: "mailAddress",
    unsubscribeToken: "mailLinks",
    confirmedAt: "times",
    confirmTokenHash: "mailLinks",
    endedAt: "times",
    lastUsedAt: "times",
    createdAt: "times",
  },
  MailOutbox: {
    id: "internal",
    kind: "mailOutbox",
    addressId: "internal",
    subscriptionId: "internal",
    locale: "mailOutbox",
    payload: "mailOutbox",
    dueAt: "mailOutbox",
    claimedUntil: "internal",
    attempts: "internal",
    createdAt: "times",
  },
  Draw: {
    id: "internal",
    slug: "drawContent",
    title: "drawContent",
    organizerPasswordHash: "drawSecrets",
    budgetCents: "drawContent",
    currency: "drawContent",
    eventDate: "drawContent",
    note: "drawContent",
    avoidLastYear: "drawContent",
    round: "internal",
    drawnAt: "times",
    version: "internal",
    createdAt: "times",
    updatedAt: "times",
  },
  DrawParticipant: {
    id: "internal",
    drawId: "internal",
    name: "drawPeople",
    nameKey: "drawPeople",
    passwordHash: "drawSecrets",
    listSlug: "drawPeople",
    givesToId: "drawPeople",
    lastYearGivesToId: "drawPeople",
    joinedAt: "drawPeople",
    lookedAt: "drawPeople",
    firstLookedRound: "drawPeople",
    createdAt: "times",
  },
  DrawExclusion: { drawId: "internal", aId: "drawPeople", bId: "drawPeople", createdAt: "times" },
  DrawToken: { tokenHash: "drawSecrets", drawId: "internal", participantId: "internal", createdAt: "times" },
  DrawMailSubscription: {
    id: "internal",
    participantId: "internal",
    addressId: "internal",
    locale: "mailAddress",
    unsubscribeToken: "mailLinks",
    confirmedAt: "times",
    confirmTokenHash: "mailLinks",
    linkRound: "internal",
    remindedAt: "times",
    lastUsedAt: "times",
    createdAt: "times",
  },
};

/** The facts of each section the page shows: those some stored column belongs to, in table order. */
export function factsByGroup(): Record<PrivacyGroup, PrivacyFact[]> {
  const stored = new Set(Object.values(STORED_FIELDS).flatMap((fields) => Object.values(fields)));
  const groups = Object.fromEntries(PRIVACY_GROUPS.map((group) => [group, [] as PrivacyFact[]]));
  for (const [fact, group] of Object.entries(PRIVACY_FACTS)) {
    if (stored.has(fact as PrivacyFact)) groups[group]!.push(fact as PrivacyFact);
  }
  return groups as Record<PrivacyGroup, PrivacyFact[]>;
}

/**
 * A time window in the visitor's words, rounded up to whole days, hours or minutes (the page says
 * "at most"): how long the limits keep a client address (privacy.fact.clientAddresses).
 */
export function windowInWords(seconds: number, locale: string): string {
  const [unit, size] =
    seconds >= 86_400
      ? (["day", 86_400] as const)
      : seconds >= 3600
        ? (["hour", 3600] as const)
        : (["minute", 60] as const);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(Math.ceil(seconds / size));
}
