// The script's first list, to its end (tests/api/recorded-answers.test.ts): the owner's check, login,
// export, import and password; deleting; the odd requests; shop-link previews and bringing wishes
// along from the fixture shop; deleting the list.
import type { FixtureShop } from "../../support/fixture-shop";
import type { Call } from "./recorder";

type FirstList = { slug: string; token: string; secondId: string; dot: Buffer };

export async function ownerScript(call: Call, first: FirstList, shop: FixtureShop) {
  const { slug, secondId, dot } = first;
  let { token } = first;
  const shopOrigin = shop.origin;
  await call("owner check", "POST", "/api/list.owner.check", { form: { slug, edit_token: token } });
  await call("owner check with wrong token", "POST", "/api/list.owner.check", { form: { slug, edit_token: "x" } });
  await call("owner login", "POST", "/api/list.owner.login", { form: { slug, owner_password: "geheim" } });
  const changed = await call("export", "POST", "/api/list_export.php", { form: { slug, edit_token: token } });
  await call("import", "POST", "/api/list_import.php", {
    json: { document: changed.document, owner_password: "neu" },
  });
  await call("import a non-document", "POST", "/api/list_import.php", {
    json: { document: { format: "other" }, owner_password: "neu" },
  });
  const password = await call("change owner password", "POST", "/api/list_password.php", {
    form: { slug, edit_token: token, owner_password: "geheim", new_owner_password: "neu" },
  });
  token = (password.edit_token as string | undefined) ?? token;
  await call("delete item", "POST", "/api/item_delete.php", { form: { slug, edit_token: token, item_id: secondId } });
  await call("delete it again", "POST", "/api/item_delete.php", {
    form: { slug, edit_token: token, item_id: secondId },
  });
  await call("get after delete", "GET", `/api/list_get.php?slug=${slug}`);
  await call("old token after password change", "POST", "/api/list.owner.check", {
    form: { slug, edit_token: first.token },
  });
  await call("owner login wrong (1)", "POST", "/api/list.owner.login.php", { form: { slug, owner_password: "a" } });
  await call("owner login wrong (2)", "POST", "/api/list.owner.login.php", { form: { slug, owner_password: "b" } });
  await call("owner login limited", "POST", "/api/list.owner.login", { form: { slug, owner_password: "neu" } });
  await call("unknown api path", "GET", "/api/nothing_here.php");
  await call("method not allowed", "PUT", "/api/item_reserve.php");
  await call("malformed json", "POST", "/api/item_create.php", undefined, { "content-type": "application/json" });
  await call("qr code", "GET", "/api/qr?data=https%3A%2F%2Fexample.org%2Fweb%2F%3Fslug%3Dabc&size=120");
  await call("qr without data", "GET", "/api/qr");
  await call("health", "GET", "/api/health");
  await call("preview a shop link (fixture shop on 127.0.0.1)", "POST", "/api/item_preview.php", {
    json: { slug, edit_token: token, url: `${shopOrigin}/opengraph` },
  });
  await call("preview a private address", "POST", "/api/item_preview.php", {
    form: { slug, edit_token: token, url: "http://127.0.0.2/admin" },
  });
  await call("bring wishes along: preview pasted text", "POST", "/api/items_import_preview.php", {
    json: { slug, edit_token: token, text: "Warm socks 12,50 €\n24,99 €" },
  });
  await call("bring wishes along: no source", "POST", "/api/items_import_preview.php", {
    form: { slug, edit_token: token },
  });
  await call("bring wishes along: add the reviewed wishes", "POST", "/api/items_import.php", {
    json: {
      slug,
      edit_token: token,
      items: [{ title: "Warm socks", price: 12.5, currency: "EUR" }],
      section: "Winter",
    },
  });
  await call("bring wishes along: nothing chosen", "POST", "/api/items_import.php", {
    json: { slug, edit_token: token, items: [] },
  });
  shop.serve("/dot.png", "image/png", dot);
  await call("bring wishes along: a found wish's picture", "POST", "/api/items_import_picture.php", {
    json: { slug, edit_token: token, url: `${shopOrigin}/dot.png` },
  });
  await call("bring wishes along: a found wish's picture that is none", "POST", "/api/items_import_picture.php", {
    json: { slug, edit_token: token, url: `${shopOrigin}/file.pdf` },
  });
  await call("bring wishes along: a picture in a private network", "POST", "/api/items_import_picture.php", {
    json: { slug, edit_token: token, url: "http://127.0.0.2/picture.png" },
  });
  await call("delete list, wrong token", "POST", "/api/list_delete.php", { form: { slug, edit_token: "x" } });
  await call("delete list", "POST", "/api/list_delete.php", { form: { slug, edit_token: token } });
  await call("get after list delete", "GET", `/api/list_get.php?slug=${slug}`);
}
