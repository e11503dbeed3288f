// Runs once when Next starts (https://nextjs.org/docs/app/guides/instrumentation). It hands the
// server (server/main.mjs), which stands in front of Next, the cache of rendered list pages
// (docs/decisions/033-page-cache.md) and that of visitors' list_get answers (decision 134). The database module is loaded on the first page request,
// not here, so a start never fails on the database before the server can report it; the
// background fetch of pictures that lists still name by address (decision 050) starts a few
// seconds later and only logs when it fails. With SMTP_URL the mail sender starts too, with
// RETENTION_DAYS its sweep.

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [
    { createPageCache, PAGE_CACHE_BYTES },
    { createListAnswerCache, LIST_ANSWER_CACHE_BYTES },
    { sharedObjects },
    { OUTAGE_HANDLING },
  ] = await Promise.all([
    import("./lib/server/page-cache"),
    import("./lib/server/list-answer-cache"),
    import("./server/shared.mjs"),
    import("./lib/server/outage-page"),
  ]);
  // the database module on the first read, then kept: an import() per read cost every list_get a
  // trip through the module loader (docs/performance.md, issue 57's thirteenth pass)
  let lists: typeof import("./features/lists/lists") | undefined;
  const readStamp = async (slug: string) => (lists ??= await import("./features/lists/lists")).findListStamp(slug);
  // while the database is away, kept pages are served and the others answer 503 (decision 080)
  const pageCache = createPageCache({ readStamp, maxWeight: PAGE_CACHE_BYTES, outage: OUTAGE_HANDLING });
  sharedObjects().pageCache = pageCache;
  // visitors' list_get answers, kept per list version in front of the route frame (decision 134)
  sharedObjects().listAnswerCache = createListAnswerCache({ readStamp, maxWeight: LIST_ANSWER_CACHE_BYTES });
  const startedAt = new Date();
  setTimeout(() => {
    // pictures that lists name by address (after an upgrade): on one instance of those started
    void import("./features/pictures/backfill").then(({ backfillOnStart }) => backfillOnStart(startedAt));
    // wishes brought along as links that a stopped instance left unfilled (issue 55)
    void import("./features/wish-import/filling").then(({ fillInBackground }) => fillInBackground());
    // limit windows that ended, with the client addresses in their keys, now and every minute
    void import("./lib/server/limits").then(({ startLimitSweeps }) => startLimitSweeps());
    // this instance's settings, for the admin view of several instances (decision 217)
    void import("./features/admin/instances").then(({ startInstanceRecords }) => startInstanceRecords(startedAt));
  }, 3_000).unref();
  // RETENTION_DAYS' sweep: now and then daily, on one instance (docs/decisions/131-retention.md);
  // without the setting its module is not even loaded
  if (process.env.RETENTION_DAYS?.trim()) {
    setTimeout(() => {
      void import("./features/admin/retention").then(({ startRetentionSweeps }) => startRetentionSweeps());
    }, 1_000).unref();
  }
  // the sender of mails, only with SMTP_URL (docs/decisions/081-mail.md); its first look at the
  // outbox also sends what a stopped or killed process left there
  if (process.env.SMTP_URL?.trim()) {
    setTimeout(() => {
      void import("./features/mail/worker").then(({ startMailWorker }) => startMailWorker());
    }, 500).unref();
  } else {
    // addresses given while mail was on are forgotten as the privacy page says (decision 212)
    setTimeout(() => {
      void import("./features/mail/forget").then(({ startForgettingWithoutMail }) => startForgettingWithoutMail());
    }, 3_000).unref();
  }
}
