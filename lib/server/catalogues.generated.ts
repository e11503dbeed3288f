// Written by scripts/locales.mjs from messages/*.json; do not edit. Run `node scripts/locales.mjs`.
import "server-only";
import ar from "../../messages/ar.json";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import it from "../../messages/it.json";
import nl from "../../messages/nl.json";
import pl from "../../messages/pl.json";
import tr from "../../messages/tr.json";

/** Every catalogue, by language (the server's error texts, lib/server/messages.ts). */
export const CATALOGUES = { ar, de, en, es, fr, it, nl, pl, tr } as const;
