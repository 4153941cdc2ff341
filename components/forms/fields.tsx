import {
  forwardRef,
  memo,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { optionsHtml, type Option, type OptionGroup } from "./options-html";

/**
 * The site's one set of form controls (journey screens and lead forms): a visible label, an
 * optional hint, and the error beside the field (linked by aria-describedby, with aria-invalid).
 * The control's `name` is the contract's field name (react-hook-form's `register` sets it).
 * `invalid` marks a field whose message is shown elsewhere (a step's alert, named by `describedBy`).
 *
 * Input, Select and Checkbox are memoised: a form re-renders as a whole (react-hook-form state,
 * the busy flag, messages), and a control whose props did not change (`bind` keeps each field's
 * handlers, option lists are built once) skips re-rendering with its options (issue 11).
 */
type Common = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

function describe(
  id: string,
  { error, hint, describedBy }: Pick<Common, "error" | "hint" | "describedBy">,
): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", describedBy ?? ""].filter(
    Boolean,
  );
  return ids.length ? ids.join(" ") : undefined;
}

function Frame({ id, label, error, hint, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} hintClassName="mt-1" />
    </div>
  );
}

export const Input = memo(
  forwardRef<HTMLInputElement, Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id">>(
    function Input({ id, label, error, hint, invalid, describedBy, className, ...input }, ref) {
      return (
        <Frame id={id} label={label} error={error} hint={hint} className={className}>
          <input
            id={id}
            ref={ref}
            className="field-input"
            aria-invalid={error || invalid ? true : undefined}
            aria-describedby={describe(id, { error, hint, describedBy })}
            {...input}
          />
        </Frame>
      );
    },
  ),
);

/** A multi-line text field (lead remarks, claim details): three rows unless `rows` says otherwise. */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">
>(function TextArea(
  { id, label, error, hint, invalid, describedBy, className, rows = 3, ...textarea },
  ref,
) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        className="field-input"
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describe(id, { error, hint, describedBy })}
        {...textarea}
      />
    </Frame>
  );
});

export type { Option, OptionGroup };

export const Select = memo(
  forwardRef<
    HTMLSelectElement,
    Common &
      Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
        options?: readonly (Option | string)[];
        /** Labelled groups of options after `options` (`<optgroup>`). */
        groups?: readonly OptionGroup[];
        placeholder?: string;
        /**
         * Render the options as HTML the browser owns ({@link optionsHtml}): for long lists,
         * whose option elements React would otherwise create and hydrate one by one. Needs
         * `Option` objects (not strings) in arrays that stay the same between renders; `children`
         * are not rendered then.
         */
        staticOptions?: boolean;
        children?: ReactNode;
      }
  >(function Select(
    {
      id,
      label,
      error,
      hint,
      invalid,
      describedBy,
      className,
      options,
      groups,
      placeholder = "Select",
      staticOptions = false,
      children,
      ...select
    },
    ref,
  ) {
    const html = staticOptions
      ? optionsHtml(placeholder, options as readonly Option[] | undefined, groups)
      : undefined;
    return (
      <Frame id={id} label={label} error={error} hint={hint} className={className}>
        <select
          id={id}
          ref={ref}
          className="field-input"
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describe(id, { error, hint, describedBy })}
          {...select}
          {...(html === undefined ? {} : { dangerouslySetInnerHTML: { __html: html } })}
        >
          {html === undefined ? (
            <>
              {placeholder !== "" ? <option value="">{placeholder}</option> : null}
              {options?.map((o) => {
                const opt = typeof o === "string" ? { value: o, label: o } : o;
                return (
                  <option key={opt.value} value={opt.value}>
                    {opt.label}
                  </option>
                );
              })}
              {groups?.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
              {children}
            </>
          ) : undefined}
        </select>
      </Frame>
    );
  }),
);

export const Checkbox = memo(
  forwardRef<
    HTMLInputElement,
    Omit<Common, "invalid" | "describedBy"> &
      Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">
  >(function Checkbox({ id, label, error, hint, className, ...input }, ref) {
    return (
      <div className={className}>
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={id}
            ref={ref}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            aria-invalid={error ? true : undefined}
            aria-describedby={describe(id, { error, hint })}
            {...input}
          />
          <label htmlFor={id} className="text-sm font-normal text-ink">
            {label}
          </label>
        </div>
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    );
  }),
);

/** A message the visitor must notice (validation summary, failed save): announced at once. */
export function Alert({
  id,
  children,
  tone = "error",
}: {
  id?: string;
  children: ReactNode;
  tone?: "error" | "info";
}) {
  return (
    <p
      id={id}
      role="alert"
      className={`rounded-lg border p-3 text-sm ${tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-brand-900"}`}
    >
      {children}
    </p>
  );
}

/** A field's hint and error lines; their ids are what the control's aria-describedby names. */
function FieldMessages({
  id,
  hint,
  error,
  hintClassName = "",
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
  hintClassName?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={`${hintClassName} text-xs text-muted`.trim()}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
