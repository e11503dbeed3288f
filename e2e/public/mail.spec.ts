import { CONFIGURED_BASE_URL, PUBLIC_BASE_URL } from "../../playwright.config";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList } from "../support/api";
import { mailTest } from "../support/mail-test";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

// The e-mail fields (docs/decisions/081-mail.md, 089-draw-mail.md): the reservation form's, the
// owner's settings and a draw organizer's, there only while the server sends mail. The second test
// server sends to SMTP_PORT, where this test listens.
test.use({ locale: "en-GB" });
const english = languageOf("en-GB");

test.describe("with mail", () => {
  test.use({ baseURL: CONFIGURED_BASE_URL });
  // one SMTP server on SMTP_PORT at a time
  test.describe.configure({ mode: "serial" });

  mailTest(
    "a friend gives an address while reserving, gets the confirmation and confirms it on the page",
    async ({ page, request, listPage, smtp, mailLinkScreen }) => {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "Kite" });
      await listPage.open(list.slug);
      const kite = listPage.card("Kite");
      await kite.openForm();
      await expect(kite.emailInput).toHaveAttribute("type", "email");
      await kite.emailInput.fill("kim@example.org");
      await kite.toggleReservation({ name: "Kim", password: "kim-pw" });
      await expectToast(page, "Reserved!");

      const mail = await smtp.waitFor((m) => m.to === "kim@example.org", "the confirmation");
      expect(mail.subject).toContain("Please confirm your e-mail address");
      const link = /https:\/\/\S+#confirm=\S+/.exec(mail.text)![0];
      expect(link.startsWith(`${PUBLIC_BASE_URL}/web/mail/#confirm=`)).toBe(true);
      await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
      await mailLinkScreen.confirmButton.click();
      await expect(mailLinkScreen.status).toHaveText(
        "Thank you! Your address is confirmed. You'll hear when something changes.",
      );
      // the way back is the list the address was given on (issue 51, item 16)
      await mailLinkScreen.openListLink.click();
      await expect(page).toHaveURL(new RegExp(`/web/\\?slug=${list.slug}$`));
      // the address is nowhere on the list's page
      await listPage.open(list.slug);
      await expect(listPage.body).not.toContainText("kim@example.org");
    },
  );

  mailTest(
    "an owner asks for news of the list in the settings; in surprise mode they are told what that means",
    async ({ page, request, listPage, smtp }) => {
      const list = await apiCreateList(request);
      await listPage.openAsOwner(list);
      const settings = await listPage.toolbar.openSettings();
      await expect(settings.newsSection).toContainText(
        "Surprise mode is on: it only says how many, never who or what.",
      );
      await expect(settings.newsSection).not.toContainText("week");
      await settings.sendMeNews("owner@example.org");
      await expectToast(page, "Saved. If the address is new, confirm it with the link in the mail.");
      const mail = await smtp.waitFor((m) => m.to === "owner@example.org", "the owner's confirmation");
      expect(mail.text).toContain("when something is reserved on your list");
      await settings.stopNews();
      await expectToast(page, "No more mails about this list.");
    },
  );

  mailTest(
    "on a phone, a draw's organizer adds grandma with her address and sends the links; hers opens her screen",
    async ({ page, request, smtp }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const created = await request.post("/api/draw_create.php", {
        form: { title: "Family secret santa", organizer_password: "orga-secret" },
      });
      const draw = (await created.json()) as { slug: string; organizer_token: string };
      for (const name of ["Anna", "Ben"]) {
        await request.post("/api/draw_join.php", { form: { slug: draw.slug, name, password: `${name}-pw` } });
      }
      await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizer_token}`);
      const organizer = new DrawPage(page, english);

      // grandma, added with her address: her row says she has one, never which
      const address = `grandma-${Date.now().toString(36)}@example.org`;
      await organizer.mail.addPerson("Grandma", address);
      await organizer.closeHandedLink();
      await expect(organizer.person("Grandma")).toContainText("e-mail");
      await expect(organizer.body).not.toContainText(address);
      // Anna and Ben joined with passwords of their own: their address is theirs to give (decision 197)
      await expect(organizer.mail.addressButton("Anna")).toHaveCount(0);
      await organizer.mail.addressButton("Grandma").click();
      await expect(organizer.mail.addressDialog).toContainText("Grandma has an address.");
      await expectNoSeriousA11yViolations(page, "a person's e-mail dialog", { include: ["dialog[open]"] });
      await organizer.mail.closeAddressDialog();

      // she confirms; the organizer draws and sends the links
      const confirmation = await smtp.waitFor((m) => m.to === address, "grandma's confirmation");
      expect(confirmation.subject).toBe(
        "Please confirm your e-mail address for the secret santa “Family secret santa”",
      );
      const token = /#confirm=([\w-]+)/.exec(confirmation.text)![1]!;
      expect((await request.post("/api/mail_confirm.php", { form: { token } })).status()).toBe(200);
      await organizer.drawButton.click();
      await expect(organizer.drawn).toBeVisible();
      const card = organizer.mail.sendLinksCard;
      await expect(card).toContainText("People with an e-mail address: 1");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page, "the organizer's screen with links by e-mail");
      await organizer.mail.sendLinks();
      await expectToast(page, "Links on their way: 1. A new address gets its link once it is confirmed.");
      // drawn again: the card asks for the links to go again, or who had looked never hears of it
      const again = "The names were drawn again: send the links again";
      await expect(card).not.toContainText(again);
      const redraw = { slug: draw.slug, organizer_token: draw.organizer_token, redraw: "1" };
      expect((await request.post("/api/draw_run.php", { form: redraw })).status()).toBe(200);
      await page.reload();
      await expect(card).toContainText(again);

      const mail = await smtp.waitFor((m) => m.to === address && /#person=/.test(m.text), "grandma's link");
      const link = /https:\/\/\S+#person=[\w-]+/.exec(mail.text)![0];
      // (opened on this device, which then is hers and the organizer's)
      await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
      await expect(organizer.me("Grandma")).toBeVisible();
    },
  );

  mailTest(
    "on a phone, a person who joined gives her own address on her screen (decision 197)",
    async ({ page, request, smtp }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const created = await request.post("/api/draw_create.php", {
        form: { title: "Family secret santa", organizer_password: "orga-secret" },
      });
      const draw = (await created.json()) as { slug: string };
      const joined = await request.post("/api/draw_join.php", {
        form: { slug: draw.slug, name: "Anna", password: "anna-pw" },
      });
      const { participant_link: link } = (await joined.json()) as { participant_link: string };
      await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
      const anna = new DrawPage(page, english).mail;
      await expect(anna.ownAddressHeading).toBeVisible();
      const address = `anna-${Date.now().toString(36)}@example.org`;
      await anna.saveOwnAddress(address);
      await expectToast(page, "Saved. A new address first gets a mail to confirm it.");
      await expect(anna.ownAddressInput).toHaveValue("");
      await smtp.waitFor((m) => m.to === address, "Anna's confirmation");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page, "a person's own e-mail card");
    },
  );
  mailTest(
    "on a phone, the organizer is told when no confirmation could go to an address today",
    // the server mails through it; what this test asserts is what the organizer is told
    async ({ page, request, smtp: _smtp }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const created = await request.post("/api/draw_create.php", {
        form: { title: "Busy mailbox", organizer_password: "orga-secret" },
      });
      const draw = (await created.json()) as { slug: string; organizer_token: string };
      const organizer = { slug: draw.slug, organizer_token: draw.organizer_token };
      const added = await request.post("/api/draw_join.php", { form: { ...organizer, name: "Grandma" } });
      const { participant_id } = (await added.json()) as { participant_id: string };
      // this draw's three confirmations to her mailbox for the day are spent (decision 098)
      const address = `busy-${Date.now().toString(36)}@example.org`;
      for (let i = 0; i < 3; i += 1) {
        const answer = await request.post("/api/draw_email.php", {
          form: { ...organizer, participant_id, email: address },
        });
        expect(await answer.json()).toMatchObject({ mail_held: false });
      }
      await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizer_token}`);
      const organizerMail = new DrawPage(page, english).mail;
      await organizerMail.addressButton("Grandma").click();
      await organizerMail.giveAddress(address);
      await expectToast(page, "Saved – but no confirmation mail could go to this address today");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    },
  );

  test.describe("on a phone in German", () => {
    test.use({ locale: "de-DE", isMobile: true, hasTouch: true, viewport: { width: 360, height: 740 } });

    mailTest(
      "grandma confirms her draw address: the page fits 360 px, speaks of her link and leads to the draw",
      async ({ page, request, smtp, mailLinkScreen }) => {
        const created = await request.post("/api/draw_create.php", {
          form: { title: "Familienwichteln", organizer_password: "orga-geheim" },
        });
        const draw = (await created.json()) as { slug: string };
        const address = `oma-${Date.now().toString(36)}@example.org`;
        const joined = await request.post("/api/draw_join.php", {
          form: { slug: draw.slug, name: "Oma", password: "oma-geheim", email: address },
          headers: { "accept-language": "de" },
        });
        expect(joined.status()).toBe(200);
        const mail = await smtp.waitFor((m) => m.to === address, "grandma's confirmation");
        const link = /https:\/\/\S+#confirm=\S+/.exec(mail.text)![0];
        expect(link).toContain(`&draw=${draw.slug}`);
        await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
        await expect(mailLinkScreen.heading).toBeVisible();
        // issue 51, item 10: 396 px wide before, the language button cut
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const tools = await mailLinkScreen.headerTools.evaluate(
          (element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth,
        );
        expect(tools, "the language button is inside the screen").toBe(true);
        // issue 51, item 16: a draw's address is for the personal link, not a list's news
        await expect(mailLinkScreen.root).toContainText("persönlichen Link zum Wichteln");
        await mailLinkScreen.confirmButton.click();
        await expect(mailLinkScreen.status).toHaveText(
          "Danke! Deine Adresse ist bestätigt. Dein persönlicher Link kommt per Mail, dazu eine Erinnerung eine Woche vor dem Tag.",
        );
        await expect(mailLinkScreen.openDrawLink).toHaveAttribute("href", `/web/draw/?slug=${draw.slug}`);
        await expect(mailLinkScreen.startLink).toHaveCount(0);
      },
    );

    mailTest(
      "a guest asks on a phone and gives an address: the confirmation says it is for the answer",
      async ({ page, request, listPage, smtp }) => {
        const list = await apiCreateList(request);
        await apiAddItem(request, list, { title: "Pullover" });
        await listPage.open(list.slug);
        const ask = listPage.card("Pullover").ask;
        await ask.open();
        await ask.questionInput.fill("Welche Größe?");
        const address = `tante-${Date.now().toString(36)}@example.org`;
        // its own label: the reservation's address field sits in the same disclosure
        await expect(ask.emailInput).toHaveAccessibleName("E-Mail für die Antwort (freiwillig)");
        await expect(ask.emailInput).toHaveAttribute("type", "email");
        await ask.emailInput.fill(address);
        await ask.send();
        await expect(ask.sent).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        // decision 139: the confirmation names the question as the reason, in the asker's language
        const mail = await smtp.waitFor((m) => m.to === address, "the asker's confirmation");
        expect(mail.text).toContain("bei einer Frage auf der Liste");
      },
    );

    mailTest(
      "the unsubscribe link ends a list's mails on opening, without a tap; Rückgängig brings them back",
      async ({ page, request, smtp, mailLinkScreen }) => {
        const list = await apiCreateList(request);
        const scarf = await apiAddItem(request, list, { title: "Schal" });
        const address = `ayse-${Date.now().toString(36)}@example.org`;
        const reserved = await request.post("/api/item_reserve.php", {
          form: { item_id: scarf.id, name: "Ayşe", password: "ayse-geheim", email: address },
          headers: { "accept-language": "de" },
        });
        expect(reserved.status()).toBe(200);
        const mail = await smtp.waitFor((m) => m.to === address, "Ayşe's confirmation");
        // issue 51, item 17: the mail's promise now holds (decision 113)
        expect(mail.text).toContain("Ein Tipp auf diesen Link beendet sie (rückgängig zu machen):");
        const link = /https:\/\/\S+#unsubscribe=\S+/.exec(mail.text)![0];
        expect(link).toContain(`&list=${list.slug}`);
        await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
        await expect(mailLinkScreen.status).toHaveText("Erledigt: An diese Adresse kommen keine solchen Mails mehr.");
        await expect(mailLinkScreen.unsubscribeButton).toHaveCount(0);
        await mailLinkScreen.undoButton.click();
        await expect(mailLinkScreen.status).toHaveText("Die Mails kommen wieder, wie zuvor.");
        // and they can be ended again with one tap
        await expect(mailLinkScreen.unsubscribeButton).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      },
    );

    mailTest(
      "an owner's typed address is saved by the dialog's main Speichern too",
      async ({ page, request, listPage, smtp }) => {
        const list = await apiCreateList(request);
        await listPage.openAsOwner(list);
        const settings = await listPage.toolbar.openSettings();
        const address = `eltern-${Date.now().toString(36)}@example.org`;
        await settings.newsAddressInput.fill(address);
        // issue 51, item 5: the dialog's own button, not the section's
        await settings.saveButton.click();
        await expectToast(page, "Gespeichert. Ist die Adresse neu, bestätige sie mit dem Link in der Mail.");
        const mail = await smtp.waitFor((m) => m.to === address, "the owner's confirmation");
        expect(mail.text).toContain("deiner Liste");
      },
    );
  });
});
