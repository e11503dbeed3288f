import type { Call } from "./recorder";

/**
 * Secret-santa draws (docs/api.md "Draws"). Four people, and exclusions that leave one possible
 * draw (Anna only with Oma, Ben with Carl): every answer is the same in every run.
 */
export async function drawScript(call: Call): Promise<string> {
  const list = await call("create list for a draw", "POST", "/api/list_create.php", {
    form: { title: "Annas Wünsche", owner_password: "pw" },
  });
  const created = await call("create draw (json)", "POST", "/api/draw_create.php", {
    json: {
      title: "Wichteln 2026 🎁",
      organizer_password: "orga",
      budget: "25",
      event_date: "2026-12-24",
      note: "Bei Oma",
    },
  });
  const slug = created.slug as string;
  const organizer = { slug, organizer_token: created.organizer_token as string };
  await call(
    "create draw without password (en)",
    "POST",
    "/api/draw_create.php",
    { form: { title: "x" } },
    {
      "accept-language": "en",
    },
  );
  await call("draw login, wrong password", "POST", "/api/draw_login.php", { form: { slug, organizer_password: "no" } });
  await call("draw login", "POST", "/api/draw_login.php", { form: { slug, organizer_password: "orga" } });
  await call("change the draw's day and budget", "POST", "/api/draw_update.php", {
    json: { ...organizer, budget: 30, event_date: "2026-12-26" },
  });
  await call(
    "change the draw to no title (tr)",
    "POST",
    "/api/draw_update.php",
    { form: { ...organizer, title: " " } },
    { "accept-language": "tr" },
  );
  const join = (label: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(label, "POST", "/api/draw_join.php", { form: { slug, ...fields } }, headers);
  const anna = await join("join draw with a wishlist", { name: "Anna", password: "a", list_slug: list.slug as string });
  await join(
    "join draw, known name, wrong password (fr)",
    { name: "anna", password: "b" },
    { "accept-language": "fr" },
  );
  const ben = await join("join draw", { name: "Ben", password: "b" });
  const oma = await join("organizer adds a person", { name: "Oma", organizer_token: organizer.organizer_token });
  const carl = await join("join draw again", { name: "Carl", password: "c" });
  const guest = await join("organizer adds a guest", { name: "Gast", organizer_token: organizer.organizer_token });
  await call("remove the guest", "POST", "/api/draw_remove.php", {
    form: { ...organizer, participant_id: guest.participant_id as string },
  });
  const exclude = (
    label: string,
    a: Record<string, unknown>,
    b: Record<string, unknown>,
    extra: Record<string, string> = {},
  ) =>
    call(label, "POST", "/api/draw_exclude.php", {
      form: { ...organizer, a: a.participant_id as string, b: b.participant_id as string, ...extra },
    });
  await exclude("exclude one person twice", anna, anna);
  await exclude("exclude a couple", anna, ben);
  await exclude("exclude another pair", carl, anna);
  await exclude("exclude the last partner", anna, oma);
  await call("draw impossible (en)", "POST", "/api/draw_run.php", { form: organizer }, { "accept-language": "en" });
  await call("draw impossible (ar)", "POST", "/api/draw_run.php", { form: organizer }, { "accept-language": "ar" });
  await exclude("remove an exclusion", oma, anna, { remove: "1" });
  await call("draw", "POST", "/api/draw_run.php", { json: organizer });
  await call("draw twice", "POST", "/api/draw_run.php", { json: organizer });
  await join("join after the draw (it)", { name: "Dora", password: "d" }, { "accept-language": "it" });
  await call("remove after the draw", "POST", "/api/draw_remove.php", {
    form: { ...organizer, participant_id: ben.participant_id as string },
  });
  const read = (label: string, headers: Record<string, string>) =>
    call(label, "GET", `/api/draw_get.php?slug=${slug}`, undefined, headers);
  await read("Anna reads her match", { "x-participant-token": anna.participant_token as string });
  await call("Anna taps to see her match", "POST", "/api/draw_reveal.php", {
    form: { slug, participant_token: anna.participant_token as string, round: "1" },
  });
  await read("Oma reads her match", { "x-participant-token": oma.participant_token as string });
  await read("the organizer reads the draw", { "x-organizer-token": organizer.organizer_token });
  await read("reading without a token (pl)", { "accept-language": "pl" });
  await call("a new link for Oma", "POST", "/api/draw_link.php", {
    form: { ...organizer, participant_id: oma.participant_id as string },
  });
  await read("Oma's old link", { "x-participant-token": oma.participant_token as string });
  await call("Anna detaches her wishlist", "POST", "/api/draw_wishlist.php", {
    form: { slug, participant_token: anna.participant_token as string, list_slug: "" },
  });
  await call("export the draw", "POST", "/api/draw_export.php", { form: organizer });
  await call("export with a wrong token", "POST", "/api/draw_export.php", { form: { slug, organizer_token: "x" } });
  return slug;
}
