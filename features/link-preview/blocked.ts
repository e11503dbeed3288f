import { attr, hasClass, textOf, type PageDocument } from "./document";

// Pages a shop shows a server instead of the product (issue 41): a robot check or captcha, a
// consent wall, an error page. Their title ("Amazon.com", "Just a moment…") and picture (the
// captcha) are no wish's, so the preview fills nothing from them and says so
// (docs/decisions/072-shop-modules-and-bookmarklet.md). Recognised by the answer's status and by
// what the page says and carries; a page that names a product is never taken for one.

/** Statuses a shop answers a robot with: not allowed, too many requests, "unavailable" (a challenge). */
export const BLOCKING_STATUSES: readonly number[] = [401, 403, 429, 503];

/** Markers only a challenge page carries: a captcha form or a challenge service's script. */
const CHALLENGE_ADDRESS = /captcha|challenges\.cloudflare\.com|\/cdn-cgi\/challenge|perimeterx|px-cloud\.net|datadome/i;
const CHALLENGE_ID =
  /^(captcha|px-captcha|challenge-form|challenge-running|cf-challenge|cf-turnstile|g-recaptcha|h-captcha)$/i;

/** What robot checks, consent walls and error pages say in their title or first lines, in the app's languages. */
const SAYS = new RegExp(
  [
    // robot checks
    "robot check",
    "not a robot",
    "kein roboter",
    "pas un robot",
    "no (?:eres|soy) un robot",
    "non (?:sei|sono) un robot",
    "geen robot",
    "nie jesteś robotem",
    "robot olmadığınızı",
    "are you (?:a )?human",
    "human verification",
    "verify you are human",
    "unusual traffic",
    "enter the characters you see",
    "type the characters you see",
    "angezeigten zeichen",
    "caractères que vous voyez",
    "just a moment",
    "attention required",
    "access denied",
    "zugriff verweigert",
    "pardon our interruption",
    "security check",
    // consent walls
    "before you continue",
    "bevor sie (?:zu \\S+ )?weitergehen",
    "bevor sie fortfahren",
    "avant de continuer",
    "antes de continuar",
    "prima di continuare",
    "voordat je verdergaat",
    "cookie consent",
    "cookie-einwilligung",
    "we value your privacy",
    // error pages
    "page not found",
    "seite nicht gefunden",
    "page introuvable",
    "página no encontrada",
    "pagina non trovata",
    "pagina niet gevonden",
    "nie znaleziono strony",
    "sayfa bulunamadı",
    "something went wrong",
    "etwas ist schiefgelaufen",
    "service unavailable",
    "^(?:error )?40[34]\\b",
  ].join("|"),
  "i",
);

function carriesChallenge(page: PageDocument): boolean {
  return page.elements.some((element) => {
    const id = attr(element, "id") ?? "";
    if (CHALLENGE_ID.test(id) || hasClass(element, "g-recaptcha") || hasClass(element, "h-captcha")) return true;
    if (element.name === "form") return CHALLENGE_ADDRESS.test(attr(element, "action") ?? "");
    if (element.name === "script" || element.name === "iframe")
      return CHALLENGE_ADDRESS.test(attr(element, "src") ?? "");
    return false;
  });
}

/** The title and the first words of the body: where such pages say what they are. */
function whatItSays(page: PageDocument): string {
  const title = page.elements.find((element) => element.name === "title");
  const heading = page.elements.find((element) => element.name === "h1" || element.name === "h2");
  const body = page.elements.find((element) => element.name === "body");
  return [title, heading, body].map((element) => (element ? textOf(element).slice(0, 2000) : "")).join("\n");
}

/**
 * Whether the answer is a robot check, a captcha, a consent wall or an error page rather than the
 * product: by its status, or — when the page names no product (no structured product data, no
 * og:type product, no price) — by what it carries and says.
 */
export function isBlockedPage(page: PageDocument, status: number, namesProduct: boolean): boolean {
  if (BLOCKING_STATUSES.includes(status)) return true;
  if (namesProduct) return false;
  return carriesChallenge(page) || SAYS.test(whatItSays(page));
}
