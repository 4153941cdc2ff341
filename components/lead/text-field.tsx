import { forwardRef, type InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string;
  multiline?: boolean;
};

/** A labelled text input or textarea with its error message beside it (linked by aria-describedby). */
export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(function TextField(
  { id, label, error, multiline, className, ...input },
  ref,
) {
  const errorId = `${id}-error`;
  const common = {
    id,
    ref,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: "field-input",
    ...input,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
