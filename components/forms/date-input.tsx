import { forwardRef, memo, type ChangeEvent, type ComponentProps } from "react";
import { maskDateInput } from "@/lib/validation/dates";
import { Input } from "./fields";

// Its own file so the date parser it imports stays out of the lead forms' and quote shells'
// first-load JS (content routes, issue 11): only forms with a date field pull it in.

/**
 * A date a person can type: dd/mm/yyyy text with the numeric keypad; slashes are added while
 * typing. The form converts it to yyyy-mm-dd for the broker. Memoised like `Input`.
 */
export const DateInput = memo(
  forwardRef<HTMLInputElement, Omit<ComponentProps<typeof Input>, "type">>(function DateInput(
    { onChange, hint, ...props },
    ref,
  ) {
    return (
      <Input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        maxLength={10}
        hint={hint ?? "Format dd/mm/yyyy"}
        {...props}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const masked = maskDateInput(event.target.value);
          if (masked !== event.target.value) event.target.value = masked;
          onChange?.(event);
        }}
      />
    );
  }),
);
