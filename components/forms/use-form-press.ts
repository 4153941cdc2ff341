"use client";

import { useCallback, useEffect, type RefObject } from "react";

/** A submit button of a form: `type="submit"` or no type at all. */
const SUBMIT = 'button[type="submit"], button:not([type]), input[type="submit"]';

/** How long after a press on the submit button a field's blur counts as caused by it. */
const PRESS_WINDOW_MS = 2000;

/**
 * Writes `value` into a control so that React and react-hook-form see a change: through the
 * prototype's setter (React's value tracker would otherwise swallow the event) and an
 * `input`/`change` event that bubbles.
 */
function writeValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (el.value === value) return;
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(
    new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

/** What the server rendered into a control: its `value` attribute, or its `selected` option. */
function renderedValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(el instanceof HTMLSelectElement)) return el.defaultValue;
  const options = Array.from(el.options);
  return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? "";
}

/**
 * Puts a press's form data back into `form` (hydration may have written the form library's
 * defaults over what was typed) and makes every value its control's default too, so the form
 * reset React runs after a form action keeps them.
 *
 * Only what the visitor changed before the code arrived is put back: a control sent with the
 * value the server rendered into it (its `value` attribute, `checked` or `selected`) was not
 * touched, so it keeps what hydration gave it. A step's saved answers, say, are written by the
 * form library once hydrated (react-hook-form's fields render without a value); an early press
 * that sent those controls empty must not erase them (issue 23 item 7).
 */
export function restoreFormData(form: HTMLFormElement, data: FormData): void {
  const values = new Map<string, string[]>();
  for (const [name, value] of data)
    if (typeof value === "string") values.set(name, [...(values.get(name) ?? []), value]);
  for (const el of Array.from(form.elements)) {
    if (
      !(
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      ) ||
      !el.name ||
      el.disabled
    )
      continue;
    const sent = values.get(el.name);
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      const on = sent?.includes(el.value) ?? false;
      const touched = on !== el.defaultChecked;
      if (touched && el.checked !== on && (on || el.type === "checkbox")) el.click();
      el.defaultChecked = el.checked;
      continue;
    }
    if (el instanceof HTMLInputElement && ["submit", "button", "file", "image"].includes(el.type))
      continue;
    if (sent?.[0] !== undefined && sent[0] !== renderedValue(el)) writeValue(el, sent[0]);
    if (el instanceof HTMLSelectElement)
      for (const option of Array.from(el.options)) option.defaultSelected = option.selected;
    else el.defaultValue = el.value;
  }
}

/**
 * What makes one press on a form's main button act, once, whenever it comes (issue 23 item 7):
 *
 * - **Before the page's code has arrived**: the returned `action` goes on the `<form action>`.
 *   React then renders the form with its own small inline script that keeps a submit made before
 *   hydration (instead of the browser posting the page to itself and losing what was typed) and,
 *   once the form is hydrated, calls `action` with that press's FormData. `action` puts the
 *   values back ({@link restoreFormData}) and presses the button again through `requestSubmit`,
 *   so the form's own `onSubmit` (which always calls `preventDefault`, so `action` never runs for
 *   a hydrated press) checks and sends it as usual.
 * - **While a field still has focus**: the press itself blurs the field; a check on blur would
 *   show a message between the button's mousedown and mouseup, move the button and lose the
 *   click. A blur caused by a press on the submit button is kept from the form's handlers (its
 *   `focusout` stops at the form, in the capture phase), so the submit checks every field at once
 *   instead, after the click.
 *
 * @param ref the form element
 * @returns the form's `action`
 */
export function useFormPress(ref: RefObject<HTMLFormElement | null>): (data: FormData) => void {
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    let pressedAt = -Infinity;
    const onPointerDown = (event: PointerEvent) => {
      const onSubmit = event.target instanceof Element && event.target.closest(SUBMIT);
      pressedAt = onSubmit ? performance.now() : -Infinity;
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      const toSubmit = to instanceof Element && form.contains(to) && to.matches(SUBMIT);
      if (toSubmit || performance.now() - pressedAt < PRESS_WINDOW_MS) event.stopPropagation();
    };
    const onDone = () => {
      pressedAt = -Infinity;
    };
    form.addEventListener("pointerdown", onPointerDown, true);
    form.addEventListener("focusout", onFocusOut, true);
    form.addEventListener("submit", onDone);
    form.addEventListener("pointercancel", onDone);
    return () => {
      form.removeEventListener("pointerdown", onPointerDown, true);
      form.removeEventListener("focusout", onFocusOut, true);
      form.removeEventListener("submit", onDone);
      form.removeEventListener("pointercancel", onDone);
    };
  }, [ref]);

  return useCallback(
    (data: FormData) => {
      const form = ref.current;
      if (!form) return;
      restoreFormData(form, data);
      // After React's own work for this action (and the form library's effects) is done.
      setTimeout(() => {
        if (form.isConnected) form.requestSubmit();
      }, 0);
    },
    [ref],
  );
}
