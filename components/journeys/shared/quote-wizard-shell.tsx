"use client";

import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { draftWaiting } from "@/components/journeys/shared/use-session-draft";
import { flushSync } from "react-dom";
import type { Audience } from "@/lib/journeys/health/quote-schema";
import type { Bind, BoundField } from "@/components/forms/use-action-form";
import {
  FOCUSABLE,
  QuoteWizardFrame,
  type QuoteWizardHandoff,
} from "@/components/journeys/shared/quote-wizard-frame";
import type { QuoteFrameLabels } from "@/components/journeys/shared/quote-labels";

/**
 * A full quote wizard, loaded on demand: it starts from the shell's `handoff`, with the same
 * `labels` the shell was given (the page's language).
 */
export type LoadedQuoteWizard<L> = ComponentType<{ handoff?: QuoteWizardHandoff; labels: L }>;

/** What the shell does not know itself: the card's id and a consent footer (see `QuoteWizardFrame`). */
export type ShellFrameProps = {
  id: string;
  describedBy?: string;
  footer?: ReactNode;
};

/**
 * `bind` of the shell: the id and contract name a wizard's `bind` gives a control, without a form
 * library. The controls are uncontrolled; their values are handed to the wizard when it loads.
 */
function shellBind(uid: string): Bind {
  const at = (name: string) => ({ id: `${uid}-${name}`, name });
  const noop = () => Promise.resolve();
  return Object.assign(
    (name: string): BoundField => ({ ...at(name), onChange: noop, onBlur: noop, ref: () => {} }),
    { at },
  );
}

/** The shell's values, its tab, the focused control (index among the focusables) and its caret. */
function readHandoff(
  uid: string,
  box: HTMLElement,
  audience: Audience,
  submit: boolean,
): QuoteWizardHandoff {
  const values: Record<string, string> = {};
  // The step's form, not the tabs' (each tab sits in a KeepPress form of its own).
  const form = box.querySelector<HTMLFormElement>("form[data-quote-step]");
  if (form)
    for (const [name, value] of new FormData(form))
      if (typeof value === "string") values[name] = value;
  const active = document.activeElement;
  const focus = active ? [...box.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
  // Text fields and lists by contract name (unique in a step); radios share a name, so by index.
  const named =
    focus >= 0 &&
    (active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement ||
      (active instanceof HTMLInputElement && !["radio", "checkbox"].includes(active.type)));
  const focusName = named ? (active.getAttribute("name") ?? undefined) : undefined;
  let caret: [number, number] | undefined;
  try {
    if (active instanceof HTMLInputElement && active.selectionStart !== null)
      caret = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
  } catch {
    /* inputs without a caret (number, email in some browsers) */
  }
  return { uid, values, audience, focus, focusName, caret, submit };
}

/**
 * The first step of a quote wizard as the server renders it, with the same markup as the wizard
 * (`QuoteWizardFrame`) but without react-hook-form or the step schemas (zod): those load on the
 * first focus or pointer-down inside the card, or at once when a draft waits in sessionStorage
 * (`draftKey`). The wizard then replaces the shell with what was typed, the tab chosen, the focus
 * and caret, and a Continue pressed while it loaded (sent once it is there). A pointer held down
 * delays the swap until it is released, so the click lands on the control it started on. If the
 * code cannot load, the shell stays and the next interaction tries again.
 *
 * @param steps the steps of each audience (the same lists as the wizard's `stepsFor`).
 * @param fields the first step's controls of each audience, rendered with the given `bind`.
 * @param labels the card's words in the page's language, handed unchanged to the loaded wizard.
 */
export function QuoteWizardShell<S extends string, L extends QuoteFrameLabels>({
  labels,
  load,
  draftKey,
  steps,
  stepTitles,
  fields,
  extras,
  ...frame
}: ShellFrameProps & {
  labels: L;
  load: () => Promise<LoadedQuoteWizard<L>>;
  draftKey: string;
  steps: Record<Audience, readonly S[]>;
  stepTitles: Record<S, string>;
  fields: (audience: Audience, bind: Bind) => ReactNode;
  /** Frame props made from the id prefix the wizard keeps (a consent notice and its id). */
  extras?: (uid: string) => Pick<ShellFrameProps, "describedBy" | "footer">;
}) {
  const uid = useId();
  const [audience, setAudience] = useState<Audience>("customer");
  const [loaded, setLoaded] = useState<{
    Wizard: LoadedQuoteWizard<L>;
    handoff: QuoteWizardHandoff;
  } | null>(null);
  const state = useRef({
    audience: "customer" as Audience,
    loading: false,
    pointerDown: false,
    submit: false,
  });
  const choose = (value: Audience) => {
    state.current.audience = value;
    setAudience(value);
  };
  const ready = useRef<LoadedQuoteWizard<L> | null>(null);

  const swap = () => {
    const Wizard = ready.current;
    const box = document.getElementById(frame.id);
    if (!Wizard || !box || state.current.pointerDown) return;
    const { audience: chosen, submit } = state.current;
    // Read and replaced in one task: nothing typed or focused in between is lost.
    flushSync(() => setLoaded({ Wizard, handoff: readHandoff(uid, box, chosen, submit) }));
  };

  const start = () => {
    if (state.current.loading) return;
    state.current.loading = true;
    load().then(
      (Wizard) => {
        ready.current = Wizard;
        swap();
      },
      () => {
        // Offline or a new deployment: stay on the shell; the next interaction tries again.
        state.current.loading = false;
      },
    );
  };

  useEffect(() => {
    let draft = false;
    try {
      draft = draftWaiting(draftKey);
    } catch {
      /* storage unavailable: no draft */
    }
    const box = document.getElementById(frame.id);
    // A draft restores in the wizard; focus that arrived before hydration loads it too.
    if (draft || box?.contains(document.activeElement)) start();
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaded) return <loaded.Wizard handoff={loaded.handoff} labels={labels} />;

  const stepsNow = steps[audience];
  const onPointerDown = () => {
    state.current.pointerDown = true;
    const release = () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      // After the click that follows the release.
      setTimeout(() => {
        state.current.pointerDown = false;
        swap();
      }, 0);
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    start();
  };

  return (
    <QuoteWizardFrame
      {...frame}
      {...extras?.(uid)}
      labels={labels}
      wizard={{
        uid,
        audience,
        chooseAudience: choose,
        step: 1,
        steps: stepsNow,
        current: stepsNow[0] as S,
        goTo: () => {},
        headingRef: null,
        onSubmit: async () => {
          state.current.submit = true;
          start();
          // Not inside this form's own submit event.
          setTimeout(swap, 0);
        },
        busy: false,
        alert: null,
        alertId: `${uid}-alert`,
        failure: null,
      }}
      stepTitles={stepTitles}
      cardEvents={{ onFocus: () => start(), onPointerDown }}
    >
      {fields(audience, shellBind(uid))}
    </QuoteWizardFrame>
  );
}
