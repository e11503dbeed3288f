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

export function Field({
  label,
  hint,
  error,
  errorId,
  id,
  className,
  children,
}: FieldOptions & { children: (control: FieldControl) => ReactElement }) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const ownErrorId = `${controlId}-error`;
  const invalid = Boolean(error) || errorId !== undefined;
  const describedBy = [hint ? hintId : null, error ? ownErrorId : null, errorId ?? null].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": invalid ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ownErrorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-describedby" | "aria-invalid">;
type TextFieldProps = FieldOptions &
  InputProps & {
    /** Classes besides "input" on the control. */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled one-line text input (`type` as for <input>: text, password, url, datetime-local…). */
export function TextField({ label, hint, error, errorId, id, className, inputClassName, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} errorId={errorId} id={id} className={className}>
      {(control) => <input {...input} {...control} className={inputClass(inputClassName)} />}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "aria-describedby" | "aria-invalid">;
type TextAreaFieldProps = FieldOptions & TextAreaProps & { inputClassName?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text input. */
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
  return (
    <Field label={label} hint={hint} error={error} errorId={errorId} id={id} className={className}>
      {(control) => <textarea {...textarea} {...control} className={inputClass(inputClassName)} />}
    </Field>
  );
}

const inputClass = (extra: string | undefined) => (extra ? `input ${extra}` : "input");
