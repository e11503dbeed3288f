// Share links and the invite QR code in the first HTML of a list page: from PUBLIC_BASE_URL when
// set, else from the address the request came to.
import { expect, it } from "vitest";
import { type Api } from "../support/api";
import { describeOnOneBackend } from "../support/backends";
import { testServersForFile } from "../support/fixture";

const BASE = "https://wishes.example.org/lists";
const [plain, configured] = testServersForFile({}, { PUBLIC_BASE_URL: `${BASE}/` });

const inviteLink = (html: string) =>
  /data-testid="invite-link"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*data-testid="invite-link"/
    .exec(html)
    ?.slice(1)
    .find(Boolean);
const inviteSvg = (html: string) =>
  /data-testid="invite-block"[\s\S]*?class="qr-svg"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1];
const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"');

async function listPage(api: Api, headers: Record<string, string> = {}) {
  const { slug } = await api.createList("Links", "pw");
  const page = await api.get(`/web/?slug=${slug}`, headers);
  expect(page.status).toBe(200);
  return { slug, html: page.text };
}

// the page's links come from the settings and the request, not the database: the SQLite pass
// (decision 174)
describeOnOneBackend("without PUBLIC_BASE_URL", () => {
  it("renders the invite link and its QR code in the first HTML, for the address the request came to", async () => {
    const { api } = plain;
    const { slug, html } = await listPage(api);
    const link = `${plain.server.baseUrl}/web/?slug=${slug}`;
    expect(decode(inviteLink(html) ?? "")).toBe(link);
    const svg = inviteSvg(html);
    expect(svg).toBeDefined();
    // the same code the QR endpoint draws for that link
    const expected = await api.get(`/api/qr?size=180&data=${encodeURIComponent(link)}`);
    expect(decode(svg!)).toBe(expected.text.trim());
    expect(html).toContain(`<link rel="canonical" href="${link}"/>`);
  });

  it("follows X-Forwarded-Host and X-Forwarded-Proto from a proxy", async () => {
    const { api } = plain;
    const { slug, html } = await listPage(api, {
      "x-forwarded-host": "family.example.net",
      "x-forwarded-proto": "https",
    });
    expect(decode(inviteLink(html) ?? "")).toBe(`https://family.example.net/web/?slug=${slug}`);
  });
});

describeOnOneBackend("with PUBLIC_BASE_URL", () => {
  it("uses it for the invite link, the QR code and the page's canonical and og:url, whatever host was asked", async () => {
    const { api } = configured;
    const { slug, html } = await listPage(api, { "x-forwarded-host": "wrong.example.com" });
    const link = `${BASE}/web/?slug=${slug}`;
    expect(decode(inviteLink(html) ?? "")).toBe(link);
    const expected = await api.get(`/api/qr?size=180&data=${encodeURIComponent(link)}`);
    expect(decode(inviteSvg(html)!)).toBe(expected.text.trim());
    expect(html).toContain(`<link rel="canonical" href="${link}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${link}"/>`);
    expect(html).not.toContain("wrong.example.com");
    expect(html).not.toContain(configured.server.baseUrl);
  });
});
