// Which currency the create screen suggests for a new list (docs/decisions/059): the region of the
// browser's first language when it has one we offer (de-CH → CHF, en-US → USD), else the one the
// page's language names in its message file (messages/*.json `language.currency`), else euros.
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "./list-settings";
import { LANGUAGES, isLocale } from "./locale";

// Regions whose own currency is offered and is not the euro; every other region of the euro area
// (and every region we do not know) leaves the language's suggestion.
const REGION_CURRENCY: Record<string, Currency> = {
  US: "USD",
  GB: "GBP",
  CH: "CHF",
  LI: "CHF",
  TR: "TRY",
  PL: "PLN",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  CZ: "CZK",
  HU: "HUF",
  RO: "RON",
  CA: "CAD",
  AU: "AUD",
  AE: "AED",
  SA: "SAR",
  EG: "EGP",
  MA: "MAD",
};
const EURO_AREA = new Set([
  "AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PT", "SI", "SK",
]); // prettier-ignore

/** The currency a new list made on a page in `locale`, by a browser whose first language is `browserLanguage`. */
export function suggestedCurrency(locale: string, browserLanguage?: string): Currency {
  const region = browserLanguage ? regionOf(browserLanguage) : undefined;
  if (region && EURO_AREA.has(region)) return "EUR";
  if (region && REGION_CURRENCY[region]) return REGION_CURRENCY[region];
  const named = isLocale(locale) ? LANGUAGES[locale].currency : undefined;
  return isCurrency(named) ? named : DEFAULT_CURRENCY;
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}
