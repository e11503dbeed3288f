// Shop pages written for the tests, shaped like the real ones (never copies): Amazon's price
// layouts, a robot check, a consent wall, an error page, titles with the shop's name. Each names
// the address it stands for (its shop module and title rules go by it) and what a preview of it
// must give. Read by features/link-preview/shop-pages.test.ts ("N of M right", docs/link-preview.md)
// and served by the fixture shop (tests/support/fixture-shop.ts) at /pages/<file>.
import { readFileSync } from "node:fs";
import path from "node:path";

export type ShopPage = {
  file: string;
  /** The address the page stands for. */
  address: string;
  /** What the preview must fill (null: nothing), and whether it says the shop showed no product. */
  expected: {
    title: string | null;
    price: number | null;
    currency: string | null;
    image_url: string | null;
    notice: "preview_blocked" | null;
  };
};

export const SHOP_PAGES: readonly ShopPage[] = [
  {
    file: "amazon-com-offscreen.html",
    address: "https://www.amazon.com/Gorilla-Black-Duct-Tape-Pack/dp/B000PCAYUO",
    expected: {
      title: 'Gorilla Black Duct Tape, 1.88" x 35 yd, Black (Pack of 1)',
      price: 9.98,
      currency: "USD",
      image_url: "https://m.media-amazon.com/images/I/71abc._AC_SL1500_.jpg",
      notice: null,
    },
  },
  {
    file: "amazon-de-whole-fraction.html",
    address: "https://www.amazon.de/dp/B00D3QK8KY",
    expected: {
      title: "Bosch Akkuschrauber GSR 12V-15 (2 Akkus, Ladegerät, im Koffer)",
      price: 1299,
      currency: "EUR",
      image_url: "https://m.media-amazon.com/images/I/61bosch._AC_SL1000_.jpg",
      notice: null,
    },
  },
  {
    file: "amazon-co-uk-legacy.html",
    address: "https://www.amazon.co.uk/dp/B00NHQFA1I",
    expected: {
      title: "LEGO Classic Creative Brick Box 10696",
      price: 17.49,
      currency: "GBP",
      image_url: "https://m.media-amazon.com/images/I/81lego._AC_SX679_.jpg",
      notice: null,
    },
  },
  {
    file: "amazon-com-tr-apex.html",
    address: "https://www.amazon.com.tr/dp/B07HNS8ZVJ",
    expected: {
      title: "Philips Airfryer XL HD9270/90",
      price: 3749.9,
      currency: "TRY",
      image_url: "https://m.media-amazon.com/images/I/61air._AC_SL1500_.jpg",
      notice: null,
    },
  },
  {
    file: "amazon-robot-check.html",
    address: "https://www.amazon.com/Modern-LED-Wall-Sconce-Lighting/dp/B08N5WRWNW",
    expected: {
      title: "Modern LED Wall Sconce Lighting",
      price: null,
      currency: null,
      image_url: null,
      notice: "preview_blocked",
    },
  },
  {
    file: "consent-wall.html",
    address: "https://www.shop.example/de/p/Tefal-Wasserkocher-KO-2608/38112233",
    expected: {
      title: "Tefal Wasserkocher KO 2608",
      price: null,
      currency: null,
      image_url: null,
      notice: "preview_blocked",
    },
  },
  {
    file: "error-page.html",
    address: "https://www.shop.example/p/38112233",
    expected: { title: null, price: null, currency: null, image_url: null, notice: "preview_blocked" },
  },
  {
    file: "otto-title.html",
    address: "https://www.otto.de/p/tefal-wasserkocher-ko-2608-S0A1B2C3/",
    expected: {
      title: "Tefal Wasserkocher KO 2608, 1,5 l, 2400 W",
      price: null,
      currency: null,
      image_url: null,
      notice: null,
    },
  },
  {
    file: "etsy-title.html",
    address: "https://www.etsy.com/uk/listing/123456789/personalised-leather-wallet",
    expected: {
      title: "Personalised Leather Wallet",
      price: null,
      currency: null,
      image_url: "https://i.etsystatic.com/fixture/wallet.jpg",
      notice: null,
    },
  },
];

export function shopPageHtml(file: string): Buffer {
  return readFileSync(path.join(import.meta.dirname, file));
}
