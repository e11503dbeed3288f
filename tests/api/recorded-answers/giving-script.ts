// The script's first list, continued (tests/api/recorded-answers.test.ts): quantities, group gifts,
// secret suggestions and questions on a wish.
import type { Call } from "./recorder";

export async function givingScript(call: Call, { slug, token }: { slug: string; token: string }) {
  // quantities (docs/decisions/028-quantities.md)
  const several = await call("create an item wished three times (json)", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Teller", quantity: 3 },
  });
  const severalId = (several.item as { id: string }).id;
  await call("create an item wished 100 times", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Teller", quantity: 100 },
  });
  await call("reserve 2 of 3", "POST", "/api/item_reserve", {
    form: { item_id: severalId, name: "🎄", password: "pw4", count: "2" },
  });
  await call(
    "reserve 2 of the 1 left (en)",
    "POST",
    "/api/item_reserve.php",
    { form: { item_id: severalId, name: "🎁", password: "pw5", count: "2" } },
    { "accept-language": "en" },
  );
  const last = await call("reserve the last one", "POST", "/api/item_reserve.php", {
    form: { item_id: severalId, name: "🎁", password: "pw5" },
  });
  await call(
    "lower the quantity below what is reserved (tr)",
    "POST",
    "/api/item_update.php",
    { json: { slug, edit_token: token, item_id: severalId, quantity: 2 } },
    { "accept-language": "tr" },
  );
  await call("get list with several reserved", "GET", `/api/list_get.php?slug=${slug}`);
  // issue 28: the owner's view keeps the surprise (no reservers, no counts) unless revealed
  await call("owner's list, surprise kept", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-edit-token": token,
  });
  await call("owner's list, revealed", "GET", `/api/list_get.php?slug=${slug}&reveal=1`, undefined, {
    "x-edit-token": token,
  });
  await call("owner releases one of several without naming it", "POST", "/api/item_unreserve.php", {
    form: { item_id: severalId, slug, edit_token: token },
  });
  await call("owner releases one of several by reservation_id", "POST", "/api/item_unreserve", {
    form: { item_id: severalId, slug, edit_token: token, reservation_id: last.reservation_id as string },
  });
  // group gifts (docs/decisions/063-group-gifts.md)
  const gift = await call("create a group gift (json)", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Fahrrad", price: 129, group_gift: true },
  });
  const giftId = (gift.item as { id: string }).id;
  await call("pledge 85", "POST", "/api/item_pledge.php", {
    form: { item_id: giftId, name: "🎄", password: "pw6", amount: "85" },
  });
  await call(
    "pledge more than is left (en)",
    "POST",
    "/api/item_pledge.php",
    { form: { item_id: giftId, name: "🎁", password: "pw7", amount: "50" } },
    { "accept-language": "en" },
  );
  await call("reserve a group gift", "POST", "/api/item_reserve.php", {
    form: { item_id: giftId, name: "🎁", password: "pw7" },
  });
  await call("pledge the rest", "POST", "/api/item_pledge.php", {
    form: { item_id: giftId, name: "🎁", password: "pw7", amount: "44" },
  });
  await call("get list with a fully pledged group gift", "GET", `/api/list_get.php?slug=${slug}`);
  await call("withdraw a pledge", "POST", "/api/item_unpledge.php", { form: { item_id: giftId, password: "pw7" } });
  // secret suggestions and questions on a wish (docs/decisions/115, 116)
  const suggested = await call("suggest a wish", "POST", "/api/item_suggest.php", {
    form: { slug, title: "Helm", price: "30", name: "🎁", password: "pw8" },
  });
  const suggestionId = (suggested.item as { id: string }).id;
  await call("change a suggestion with a wrong password", "POST", "/api/item_suggest.php", {
    form: { slug, item_id: suggestionId, title: "Helm, blau", name: "🎁", password: "falsch" },
  });
  const asked = await call("ask a question (json)", "POST", "/api/item_ask.php", {
    json: { item_id: giftId, question: "Welche Farbe?" },
  });
  await call("ask on a suggestion", "POST", "/api/item_ask.php", {
    form: { item_id: suggestionId, question: "Welche Größe?" },
  });
  await call("owner get list with an open question", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-edit-token": token,
  });
  await call("answer a question", "POST", "/api/item_answer.php", {
    form: { slug, edit_token: token, question_id: asked.question_id as string, answer: "Rot" },
  });
  await call("get list with a suggestion and an answer", "GET", `/api/list_get.php?slug=${slug}`);
  await call("delete a question", "POST", "/api/item_question_delete.php", {
    form: { slug, edit_token: token, question_id: asked.question_id as string },
  });
  await call("withdraw a suggestion", "POST", "/api/item_suggest_delete.php", {
    form: { item_id: suggestionId, password: "pw8" },
  });
  await call("switch the group gift off while pledged", "POST", "/api/item_update.php", {
    json: { slug, edit_token: token, item_id: giftId, group_gift: false },
  });
}
