import { useMessages, useTranslations } from "next-intl";
import { documentTypes } from "@/lib/api/contract/values";
import { optionLabel } from "@/lib/journeys/i18n/option-label";
import { DateInput } from "@/components/forms/date-input";
import { Input, Select, type Option } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";

/**
 * The groups of fields several journey forms ask for, each bound with the form's `bind` (or
 * `scope(bind, "members.0")` for a row of an array). They render the controls only: the form
 * places them in its grid. Labels come from the catalogue (the journeys layout's provider);
 * option values stay the contract's codes.
 */

/** Labelled option lists, per catalogue (the provider's messages: one per page), group and list. */
const optionLists = new WeakMap<object, Map<string, Map<readonly (string | number)[], Option[]>>>();

/**
 * Options of a select whose values are contract codes: each code with its label from
 * `Options.{group}` in the page's language (the code itself when the catalogue has none).
 * Built once per page and list, not per render and per member: the occupation list alone is
 * about 150 catalogue look-ups, and the member step renders it for every member and again on
 * every change of the form's state (issue 11). The same array each time, so memoised children
 * can skip.
 *
 * @param values the contract's codes, a module constant (the cache is keyed by the array)
 */
export function useOptionList(group: string, values: readonly (string | number)[]): Option[] {
  const t = useTranslations("Options");
  const messages = useMessages();
  let groups = optionLists.get(messages);
  if (!groups) optionLists.set(messages, (groups = new Map()));
  let lists = groups.get(group);
  if (!lists) groups.set(group, (lists = new Map()));
  let list = lists.get(values);
  if (!list) {
    list = values.map((value) => ({ value: String(value), label: optionLabel(t, group, value) }));
    lists.set(values, list);
  }
  return list;
}

/** The words the journey's date fields show beside the label (format hint, placeholder). */
export function useDateWords(): { hint: string; placeholder: string } {
  const t = useTranslations("Fields");
  return { hint: t("dateHint"), placeholder: t("datePlaceholder") };
}

/**
 * First and last name, date of birth and gender of a person on a proposal. `own`: the visitor's
 * own details (the browser may fill them in); a nominee's or another member's are not.
 *
 * @param genders the contract's gender codes (labels from `Options.gender`)
 */
export function PersonFields({
  bind,
  genders,
  own = false,
}: {
  bind: Bind<"firstName" | "lastName" | "dob" | "gender">;
  genders: readonly string[];
  own?: boolean;
}) {
  const t = useTranslations("Proposal");
  const select = useTranslations("Fields")("select");
  const date = useDateWords();
  const genderOptions = useOptionList("gender", genders);
  return (
    <>
      <Input
        label={t("firstName")}
        autoComplete={own ? "given-name" : "off"}
        {...bind("firstName")}
      />
      <Input
        label={t("lastName")}
        autoComplete={own ? "family-name" : "off"}
        {...bind("lastName")}
      />
      <DateInput label={t("dob")} autoComplete={own ? "bday" : "off"} {...date} {...bind("dob")} />
      <Select
        label={t("gender")}
        options={genderOptions}
        placeholder={select}
        {...bind("gender")}
      />
    </>
  );
}

/** The ID document of a proposer or member: its type, number and issue date. */
export function IdDocumentFields({
  bind,
}: {
  bind: Bind<"documentType" | "documentId" | "documentIssueDate">;
}) {
  const t = useTranslations("Proposal");
  const select = useTranslations("Fields")("select");
  const date = useDateWords();
  const documentOptions = useOptionList("documentType", documentTypes);
  return (
    <>
      <Select
        label={t("idDocument")}
        options={documentOptions}
        placeholder={select}
        {...bind("documentType")}
      />
      <Input {...presets.documentNumber} label={t("documentNumber")} {...bind("documentId")} />
      <DateInput label={t("documentIssueDate")} {...date} {...bind("documentIssueDate")} />
    </>
  );
}

/**
 * A health member's relation to the proposer: the proposer (member 1) is 'Self', shown fixed and
 * not registered (the saved value is sent); the others choose from `relations` without 'Self'.
 * Provider-free (plain props): the quote wizard on content pages uses it too, where no catalogue
 * reaches the browser; the caller passes the words in the page's language.
 *
 * @param relations the contract's codes, or `{ value, label }` with a translated label
 * @param label the control's label; `selfLabel` what the proposer's fixed 'Self' reads
 * @param placeholder the empty choice ("Select")
 */
export function RelationSelect({
  bind,
  proposer,
  relations,
  label = "Relation",
  selfLabel = "Self",
  placeholder,
}: {
  bind: Bind<"relation">;
  proposer: boolean;
  relations: readonly (Option | string)[];
  label?: string;
  selfLabel?: string;
  placeholder?: string;
}) {
  const value = (o: Option | string) => (typeof o === "string" ? o : o.value);
  return proposer ? (
    <Select
      {...bind.at("relation")}
      label={label}
      options={[{ value: "Self", label: selfLabel }]}
      placeholder=""
      value="Self"
      disabled
      onChange={() => undefined}
    />
  ) : (
    <Select
      label={label}
      options={relations.filter((r) => value(r) !== "Self")}
      {...(placeholder === undefined ? {} : { placeholder })}
      {...bind("relation")}
    />
  );
}
