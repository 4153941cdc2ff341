import { useTranslations as useIntlTranslations } from "next-intl";
import { useMemo } from "react";
import { formatPlain, hasTags, parsePlain } from "./plain-message";

type Values = Record<string, unknown>;
/** next-intl's translator, untyped: the wrapper passes every call on unchanged. */
export type LooseTranslator = {
  (key: string, values?: Values, formats?: unknown): string;
  rich(key: string, values?: Values, formats?: unknown): unknown;
  markup(key: string, values?: Values, formats?: unknown): string;
  raw(key: string): unknown;
  has(key: string): boolean;
};

/**
 * `t` with plain messages filled without the ICU runtime (see `plain-message.ts`): a message of
 * text, `{name}` and `<tag>` given string or number values is filled here; anything else (no
 * values, formats, plurals, a missing or unusual value) goes to next-intl's own `t`, so its
 * fallbacks and error reports stay as they are.
 *
 * @param t a next-intl translator (`useTranslations`, `createTranslator`)
 * @returns a translator with the same methods and results
 */
export function plainFirst(t: LooseTranslator): LooseTranslator {
  const nodesOf = new Map<string, ReturnType<typeof parsePlain>>();
  const plainNodes = (key: string) => {
    let nodes = nodesOf.get(key);
    if (nodes === undefined) {
      const raw = t.has(key) ? t.raw(key) : undefined;
      nodes = typeof raw === "string" ? parsePlain(raw) : null;
      nodesOf.set(key, nodes);
    }
    return nodes;
  };
  const translate = (key: string, values?: Values, formats?: unknown): string => {
    const nodes = values && formats === undefined ? plainNodes(key) : null;
    if (nodes && values && !hasTags(nodes)) {
      const text = formatPlain(nodes, values);
      if (typeof text === "string") return text;
    }
    return t(key, values, formats);
  };
  return Object.assign(translate, {
    rich: (key: string, values?: Values, formats?: unknown): unknown => {
      const nodes = values && formats === undefined ? plainNodes(key) : null;
      const filled = nodes && values ? formatPlain(nodes, values) : undefined;
      return filled !== undefined ? filled : t.rich(key, values, formats);
    },
    markup: t.markup,
    raw: t.raw,
    has: t.has,
  });
}

/**
 * next-intl's `useTranslations` for the journey screens' client components, same signature and
 * results, minus the ICU runtime for plain messages: next-intl builds an `IntlMessageFormat` for
 * every message given values, and the first one loads the browser's number data (a 30–90 ms task
 * on a phone-class CPU) while the screen hydrates; the plan cards' Buy buttons, "Member 2" and the
 * sort options made that the longest task of the plans and member screens (issue 11).
 * Server components keep next-intl's own (`getTranslations`, or `useTranslations` in RSC).
 */
export const useTranslations = function useTranslations(namespace?: string) {
  const t = useIntlTranslations(namespace as never) as unknown as LooseTranslator;
  return useMemo(() => plainFirst(t), [t]);
} as unknown as typeof useIntlTranslations;
