"use client";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { useScriptsRunning } from "@/components/ui/useScriptsRunning";
import { formatPrice } from "@/lib/price";
import { knownPledged } from "@/lib/surprise";
import { hiddenStateText } from "@/lib/surprise-text";
import type { WireItem, WireList } from "@/lib/wire";
import { minePledged, useGuestDevice } from "./guest-device";
import { Givers } from "./Givers";
import { usePublicTexts } from "./public-texts";

type Props = { item: WireItem; list: WireList };

/** An amount in the list's currency, written the page's way (lib/price.ts is the one formatter). */
export function useMoney(list: WireList): (amount: number) => string {
  const locale = useFormatLocale();
  return (amount) => formatPrice(amount, null, { locale, currency: list.currency }) ?? String(amount);
}

/**
 * A group gift's state on its card (docs/decisions/063-group-gifts.md): a progress bar, "€85 of
 * €129 — 3 friends" or "the target is reached", and who chipped in how much, as far as the
 * identity mode shows names (pledged_by is null in password_only mode, as reserved_by is).
 */
export function GroupGiftProgress({ item, list }: Props) {
  const t = usePublicTexts();
  const money = useMoney(list);
  const target = item.price ?? 0;
  const named = item.pledges.filter((pledge) => pledge.pledged_by);
  return (
    <div className="group-gift" data-testid="group-gift">
      <p className={item.pledges.length > 0 ? "reserved-by" : "reserved-by is-free"}>
        <span data-testid="group-gift-progress-text">
          {item.pledged_amount === null
            ? // surprise mode on the owner's device: that friends chip in, not who or how much
              t(hiddenStateText(item))
            : item.busy
              ? t("groupGiftReached", { target: money(target), friends: item.pledges.length })
              : t("groupGiftProgress", {
                  pledged: money(item.pledged_amount),
                  target: money(target),
                  friends: item.pledges.length,
                })}
        </span>
      </p>
      {/* surprise mode hides how much: an empty bar would read as nothing collected (issue 40) */}
      {item.pledged_amount === null ? null : (
        <progress
          className="group-gift-bar"
          max={Math.max(target, 0.01)}
          value={Math.min(knownPledged(item), target)}
          aria-label={t("groupGiftBarLabel")}
          data-testid="group-gift-bar"
        />
      )}
      <Givers
        label={t("groupGiftPledgedBy")}
        testId="pledgers"
        message="pledgerAmount"
        lines={named.map((pledge) => ({ id: pledge.id, who: pledge.pledged_by, amount: money(pledge.amount) }))}
      />
    </div>
  );
}

/** "Your pledge: €20" on a group gift this device chipped in for. */
export function YourPledge({ item, list }: Props) {
  const t = usePublicTexts();
  const money = useMoney(list);
  const mine = minePledged(item, useGuestDevice().mine);
  // its code may load after the page came to life (ItemCard's lazy part, kept as the server's HTML
  // until then), when this device's pledges are known already: it first draws what the server did
  // (nothing), else React finds the HTML changed (error 418) and draws the card again from scratch
  const scriptsRunning = useScriptsRunning();
  if (mine === 0 || !scriptsRunning) return null;
  return (
    <p className="pill-success your-reservation" data-testid="your-pledge">
      {t("yourPledge", { amount: money(mine) })}
    </p>
  );
}
