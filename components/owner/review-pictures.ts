// The pictures of "Bring wishes along"'s review (docs/decisions/144-pictures-in-the-review.md):
// each found wish's picture comes through the app (items_import_picture) as a small WebP and is shown
// from a blob: address, so the page asks no host but the app. Only pictures of rows in view are
// asked for, a few at a time; once the budget is spent (429) the rest are not asked for at all.
import { reviewPicture } from "@/lib/client/api-client";

/** Pictures asked for at once: the server decodes one at a time anyway, and the list stays quick. */
const AT_ONCE = 3;

export type PictureLoader = {
  /** The picture's blob: address, or null when it was refused (the row keeps its placeholder). */
  load: (url: string) => Promise<string | null>;
  /** Stops what waits, aborts what runs and frees every blob: address (the review closed). */
  dispose: () => void;
};

export function pictureLoader(slug: string, editToken: string): PictureLoader {
  const controller = new AbortController();
  const known = new Map<string, Promise<string | null>>();
  const shown: string[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let spent = false;

  // a slot is taken at once when free, else handed over by the one that ends (so never more than AT_ONCE)
  const slot = (): Promise<void> => {
    if (running >= AT_ONCE) return new Promise((resolve) => void waiting.push(resolve));
    running++;
    return Promise.resolve();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  async function fetchOne(url: string): Promise<string | null> {
    await slot();
    try {
      if (spent || controller.signal.aborted) return null;
      const answer = await reviewPicture(slug, editToken, url, controller.signal);
      if (!(answer instanceof Blob)) {
        if (answer.status === 429) spent = true;
        return null;
      }
      if (controller.signal.aborted) return null;
      const address = URL.createObjectURL(answer);
      shown.push(address);
      return address;
    } finally {
      release();
    }
  }

  return {
    load(url) {
      let picture = known.get(url);
      if (!picture) {
        picture = fetchOne(url);
        known.set(url, picture);
      }
      return picture;
    },
    dispose() {
      controller.abort();
      spent = true;
      // what waits for a slot runs now and ends at once: the signal is aborted
      running += waiting.length;
      for (const resolve of waiting.splice(0)) resolve();
      for (const address of shown.splice(0)) URL.revokeObjectURL(address);
    },
  };
}
