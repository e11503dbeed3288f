"use client";
import { useTranslations } from "next-intl";
import { knownPledged, knownReserved } from "@/lib/surprise";
import { stillOpen } from "@/lib/still-open";
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { failureMessage } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import { useKeepTypedText } from "@/components/ui/useKeepTypedText";
import { newRequestId } from "@/lib/client/change-retry";
import { giverNames } from "@/lib/client/giver-tab";
import type { WireItem, WireList } from "@/lib/wire";
import { isComplete, mineCount, minePledged, useGuestDevice } from "./guest-device";
import { GiverOptions } from "./GiverOptions";
import { useMailOption } from "./mail-option";
import { usePublicTexts } from "./public-texts";
import { IdentityFields, PasswordField, type MissingInput } from "./reservation-fields";
import { missingInput, sendGiving, type Action, type Given, type SubmitOptions } from "./reservation-send";
import { conflictOf, ReservationNotice } from "./ReservationNotice";
import { TypedBeforeScriptsContext } from "./typed-before-scripts";

/** The giver's name is read once per render; another tab changing it matters to no open form. */
const noChanges = () => () => {};

/**
 * The state, the rules and the one submit path shared by both reservation forms
 * (ReservationControls for one unit, QuantityReservationControls for more): password, name or icon
 * as the list's identity mode asks (docs/product.md §5), a busy flag that holds against double
 * clicks, the toasts, and:
 * - what the guest typed belongs to the action they typed it for. When another guest takes the
 *   wish meanwhile (or releases it), the card says so, keeps the input and sends nothing: a
 *   half-typed reservation never becomes a release attempt (issue 32, bug 5).
 * - a guest this device remembers reserves with one tap and releases their own reservations
 *   without typing (docs/decisions/042-remembered-guest.md).
 * - nothing is sent offline; a wish removed meanwhile says so and the list is read again.
 * A group gift's pledge (GroupGiftControls) is a reservation of money and goes the same way:
 * "free" is what is still missing, "reserved" is pledged (docs/decisions/063-group-gifts.md).
 */
export function useReservationForm({
  item,
  list,
  onChanged,
  wanted = 1,
}: {
  item: WireItem;
  list: WireList;
  onChanged: () => Promise<void>;
  /** How many units the guest chose (the stepper); more than are left now is said plainly. */
  wanted?: number;
}) {
  const t = usePublicTexts();
  const tPaused = useTranslations("paused");
  const toast = useToast();
  const device = useGuestDevice();
  // a form drawn afresh over the server's starts with what was typed there (typed-before-scripts.ts)
  const typedBefore = useContext(TypedBeforeScriptsContext);
  const [password, setPassword] = useState(() => typedBefore.current.password ?? "");
  // null until a name is typed: a secret-santa giver who came from their draw starts with the name
  // they give under, unless this device remembers a guest here (docs/decisions/077-draws.md)
  const [typedName, setName] = useState<string | null>(() => typedBefore.current.name ?? null);
  const giver = useSyncExternalStore(
    noChanges,
    () => giverNames.get(list.slug),
    () => null,
  );
  const name = typedName ?? (device.guest || list.identity_mode !== "name" ? "" : (giver ?? ""));
  const [icon, setIcon] = useState<string | null>(null);
  // where to hear of changes to the wish, offered only while the server sends mail (decision 081)
  const mailOffered = useMailOption();
  // the address given with an earlier reservation here is given again, shown in its field, so it
  // covers each of this giver's wishes, not only the first (issue 51, item 3); null: not typed here
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? device.guest?.email ?? "";
  // named to nobody (decision 103): chosen by the giver, on from the start for one who came from
  // their secret-santa draw, whose name on the match's list would give the draw away
  // (or ticked in the server's form before the scripts ran: typed-before-scripts.ts)
  const [anonymous, setAnonymous] = useState<boolean | null>(() => typedBefore.current.anonymous || null);
  const keepSecret = anonymous ?? giver !== null;
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<MissingInput | null>(null);
  // the action the card offered when the guest started typing
  const [typedFor, setTypedFor] = useState<Action | null>(null);
  // a ref, not only state: two clicks in one frame both see the state as "not busy"
  const busyRef = useRef(false);
  // the request id of the reservation or pledge being sent: a try again of the same (after the
  // server refused it for a database fault, its answer perhaps lost) can never store it twice
  const attempt = useRef<{ sends: string; requestId: string } | null>(null);

  const mode = list.identity_mode;
  const identityRequired = list.require_name && mode !== "password_only";
  // a group gift's "free" is what is still missing, in hundredths (no floating-point leftovers);
  // nothing while another wish of its group is taken
  const free = stillOpen(item);
  const taken = item.group_gift ? knownPledged(item) : knownReserved(item);
  const offered: Action = free > 0 ? "reserve" : "release";
  const offeredRef = useRef(offered);
  useEffect(() => {
    offeredRef.current = offered;
  });
  const typing = useCallback(
    <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setMissing(null);
        setTypedFor((before) => before ?? offeredRef.current);
      },
    [],
  );
  const typePassword = useCallback((value: string) => typing(setPassword)(value), [typing]);
  const typeName = useCallback((value: string) => typing(setName)(value), [typing]);
  const keepTypedPassword = useKeepTypedText(typePassword);
  const keepTypedName = useKeepTypedText(typeName);

  const hasInput = Boolean(password || name.trim() || icon);
  const intent: Action = (hasInput && typedFor) || offered;
  const conflict = conflictOf(item, hasInput ? typedFor : null, free, taken);
  const remembered = isComplete(device.guest, list) ? device.guest : null;
  const mine = item.group_gift ? minePledged(item, device.mine) : mineCount(item, device.mine);
  /** Reserving needs nothing typed: the remembered guest's name or icon and password. */
  const oneTapReserve = remembered !== null && !hasInput;
  /** Releasing needs nothing typed: the reservation was made here with the remembered password. */
  const oneTapRelease = device.guest !== null && mine > 0 && !hasInput;
  const blocked = busy || device.offline || conflict !== null;

  function credentials(action: Action): Given {
    if (action === "reserve" && oneTapReserve)
      return { name: remembered.name, icon: remembered.icon, password: remembered.password };
    if (action === "release" && oneTapRelease) return { name, icon, password: device.guest?.password ?? "" };
    return { name: name.trim(), icon, password };
  }

  // after a success the name goes too: the device remembers it, and a name left in the field would
  // count as typed and ask for the password again to withdraw or release what was just sent
  const clearInput = () => {
    setPassword("");
    setName("");
    setIcon(null);
    setEmail(null);
    setTypedFor(null);
    setMissing(null);
  };

  /** The request id for sending this: the last one while the same is sent again, else a new one. */
  function requestIdFor(...sends: unknown[]) {
    const key = JSON.stringify(sends);
    if (attempt.current?.sends !== key) attempt.current = { sends: key, requestId: newRequestId() };
    return attempt.current.requestId;
  }

  async function submit(action: Action, { count, amount, staleCodes, onDone }: SubmitOptions) {
    if (busyRef.current || blocked) return;
    const given = credentials(action);
    const lacking = missingInput(action, given, { mode, identityRequired }, t);
    setMissing(lacking);
    if (lacking) {
      // said under the input it is about, which takes the focus (the icons' group says it itself)
      if (lacking.field === "password") keepTypedPassword.current?.focus();
      if (lacking.field === "name") keepTypedName.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const identity = mode === "name" ? given.name : mode === "icon" ? (given.icon ?? "") : "";
      const extras = { email, anonymous: keepSecret, requestIdFor };
      const result = await sendGiving(item, action, given, identity, extras, count, amount);
      if (!result.ok) {
        if (result.code === "item_not_found") {
          // deleted while this page did not hear of it (issue 32, bug 9): say so, show the list as it is
          toast.error(t("toastItemRemoved", { title: item.title }));
          await onChanged();
          return;
        }
        toast.error(
          failureMessage(result, {
            network: t("toastNetwork"),
            noSentence: (status) => t("toastHttp", { status }),
            frame: (message) => t("toastError", { message }),
            paused: tPaused("form"),
          }),
        );
        // someone else was faster (or released meanwhile): show the item as it is now; what the
        // guest typed stays, and the card says why it cannot be sent (the conflict above)
        if (staleCodes.includes(result.code ?? "")) await onChanged();
        return;
      }
      attempt.current = null;
      const done = item.group_gift
        ? { release: t("toastUnpledged"), reserve: t("toastPledged") }
        : { release: t("toastUnreserved"), reserve: t("toastReserved") };
      toast.success(done[action]);
      // a pledge is remembered like a reservation: "your pledge", withdrawn with one tap
      const answered = result as { reservation_id?: unknown; pledge_id?: unknown };
      const reservationId = answered.reservation_id ?? answered.pledge_id;
      if (action === "reserve" && typeof reservationId === "string") {
        const who = { name: mode === "name" ? given.name : "", icon: mode === "icon" ? given.icon : null };
        const memory = giver ? "tab" : "device"; // a giver from their draw: this tab only (decision 229)
        device.remember({ ...who, password: given.password, email: email.trim() }, reservationId, memory);
      }
      clearInput();
      onDone?.();
      await onChanged();
    } catch (error) {
      toast.error(t("toastFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** The name field or the icon picker, when the list's mode asks for one and nothing is remembered. */
  function identityFields() {
    // changed meanwhile: only the notice shows; what was typed waits unseen in case the wish frees up
    // again, and never sits in a form that now reads "Release" (issue 40)
    if (conflict || intent !== "reserve" || oneTapReserve) return null;
    return (
      <IdentityFields
        list={list}
        required={identityRequired}
        name={name}
        onName={typeName}
        nameRef={keepTypedName}
        icon={icon}
        onIcon={typing(setIcon)}
        busy={busy}
        missing={missing}
      />
    );
  }

  /** The password: a new one to reserve with, or the one a reservation was made with; none when remembered. */
  function passwordField() {
    const releasing = intent === "release";
    if (conflict || (releasing ? oneTapRelease : oneTapReserve)) return null;
    return (
      <PasswordField
        releasing={releasing}
        othersOnly={mine === 0}
        pledges={item.group_gift}
        password={password}
        onPassword={typePassword}
        passwordRef={keepTypedPassword}
        busy={busy}
        missing={missing}
      />
    );
  }

  /** The giver's choices besides who they are (a secret name, an address): only to reserve. */
  function giverOptions() {
    if (intent !== "reserve") return null;
    return (
      <GiverOptions
        namesShown={mode !== "password_only"}
        iconMode={mode === "icon"}
        keepSecret={keepSecret}
        onKeepSecret={setAnonymous}
        mailOffered={mailOffered}
        email={email}
        onEmail={setEmail}
        busy={busy}
      />
    );
  }

  /** What the card says above its fields: taken meanwhile, fewer left, or who reserves from here. */
  function notices() {
    const fewer = intent === "reserve" && free > 0 && wanted > free ? free : null;
    return (
      <ReservationNotice
        conflict={conflict}
        fewerLeft={fewer}
        onDismiss={clearInput}
        rememberedAs={intent === "reserve" && oneTapReserve ? remembered : null}
        releasesWithOneTap={intent === "release" && oneTapRelease}
        identityMode={mode}
        onForget={device.forget}
        pledge={item.group_gift}
      />
    );
  }

  return {
    t,
    busy,
    blocked,
    /** What is still open to claim (stillOpen): the form offers to reserve or chip in only then. */
    free,
    conflict,
    intent,
    oneTapReserve,
    oneTapRelease,
    mine,
    submit,
    identityFields,
    passwordField,
    giverOptions,
    notices,
  };
}
