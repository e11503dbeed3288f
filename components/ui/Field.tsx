"use client";
// One labelled input with its hint and error, wired for assistive technology: the label names the
// control, the hint and any error are read with it, and an error marks it aria-invalid.
import {
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from "react";
import { LIMITS } from "@/lib/validations/limits";

/** What the control inside a Field must carry. */
export type FieldControl = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

type FieldOptions = {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** The control's own error, shown under it. */
  error?: ReactNode;
  /**
   * The id of an error shown elsewhere — a form's one error box — that is about this control:
   * marks the control invalid and reads the error with it.
   */
  errorId?: string;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** Classes besides "field" on the wrapper, e.g. for a grid placement. */
  className?: string;
};

/** The control's ids and ARIA state: named by the label, described by the hint and any error. */
function controlAttributes(
  controlId: string,
  { hint, error, errorId }: Pick<FieldOptions, "hint" | "error" | "errorId">,
): FieldControl {
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null, errorId ?? null]
    .filter(Boolean)
    .join(" ");
  return {
    id: controlId,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": Boolean(error) || errorId !== undefined ? true : undefined,
  };
}

/**
 * The wrapper, label, hint and error around a control. A plain function, not a component: every
 * card of a list draws two fields, and a component layer less per field is measurable on a
 * 200-item page (docs/performance.md, "Cost per card").
 */
function fieldFrame(
  { label, hint, error, className }: Pick<FieldOptions, "label" | "hint" | "error" | "className">,
  controlId: string,
  control: ReactElement,
) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={controlId}>
        {label}
      </label>
      {control}
      {hint ? (
        <p id={`${controlId}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Field({
  id,
  children,
  ...options
}: FieldOptions & { children: (control: FieldControl) => ReactElement }) {
  const madeId = useId();
  const controlId = id ?? madeId;
  return fieldFrame(options, controlId, children(controlAttributes(controlId, options)));
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-describedby" | "aria-invalid">;
type TextFieldProps = FieldOptions &
  InputProps & {
    /** Classes besides "input" on the control. */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled one-line text input (`type` as for <input>: text, password, url, datetime-local…).
 * A typed text reads in its own direction (typedDirection): a Latin title in an Arabic form shows
 * its start, an Arabic name in a German one reads right to left (decision 188).
 */
export function TextField({ label, hint, error, errorId, id, className, inputClassName, ...input }: TextFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  if (input.dir === undefined && (input.type === undefined || input.type === "text"))
    input.dir = typedDirection(input.value);
  return fieldFrame(
    { label, hint, error, className },
    controlId,
    <input {...withControl(input, controlId, { hint, error, errorId }, inputClassName)} />,
  );
}

/**
 * A web address: the phone's address keyboard, and "https://" as the example. Addresses read left
 * to right in every language: in Arabic the example would read "//:https" (issue 51, item 12).
 */
export function UrlField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField type="url" inputMode="url" placeholder="https://" dir="ltr" {...props} />;
}

/** A password: hidden while typed, and no longer than a password may be. */
export function PasswordField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="password" maxLength={LIMITS.password} {...props} />;
}

/** An e-mail address: the phone's address keyboard, no longer than an address may be, left to right as a web address. */
export function EmailField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField type="email" inputMode="email" maxLength={LIMITS.email} dir="ltr" {...props} />;
}

/**
 * `auto` once a text is typed: it then reads in its own direction. Empty, the field reads as the
 * page does (a browser gives an empty `dir="auto"` field left to right, and the page's placeholder
 * with it). An uncontrolled field keeps the page's direction.
 */
const typedDirection = (value: unknown): "auto" | undefined =>
  typeof value === "string" && value !== "" ? "auto" : undefined;

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "aria-describedby" | "aria-invalid">;
type TextAreaFieldProps = FieldOptions & TextAreaProps & { inputClassName?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text input, in the direction of what was typed as TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  errorId,
  id,
  className,
  inputClassName,
  ...textarea
}: TextAreaFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  textarea.dir ??= typedDirection(textarea.value);
  return fieldFrame(
    { label, hint, error, className },
    controlId,
    <textarea {...withControl(textarea, controlId, { hint, error, errorId }, inputClassName)} />,
  );
}

/**
 * The control's own attributes with its ids, ARIA state and class set on them. `attributes` is the
 * caller's rest object, this render's own copy: setting properties on it is ~10 × cheaper in V8
 * than a literal that spreads it and adds more (`{...rest, id, className}`), which every card of
 * a list pays twice (docs/performance.md, "Cost per card").
 */
function withControl<T extends object>(
  attributes: T,
  controlId: string,
  options: Pick<FieldOptions, "hint" | "error" | "errorId">,
  extraClass: string | undefined,
): T & FieldControl & { className: string } {
  const control = controlAttributes(controlId, options);
  return Object.assign(attributes, control, { className: extraClass ? `input ${extraClass}` : "input" });
}

/** A labelled checkbox that reports its new state, with an optional hint under it. */
export function CheckboxField({
  label,
  hint,
  checked,
  onCheckedChange,
  name,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** Its name when the form is sent without scripts. */
  name?: string;
  /** Not to be changed now (its form waits: Enter does not send from a checkbox, so it may lose the focus). */
  disabled?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <>
      <label className="checkbox">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}
