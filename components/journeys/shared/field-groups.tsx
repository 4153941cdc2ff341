import { documentTypes } from "@/lib/api/contract/proposal";
import { documentTypeLabels } from "@/lib/journeys/shared/options";
import { DateInput, Input, Select, type Option } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";

/**
 * The groups of fields several journey forms ask for, each bound with the form's `bind` (or
 * `scope(bind, "members.0")` for a row of an array). They render the controls only: the form
 * places them in its grid.
 */

const documentOptions = documentTypes.map((d) => ({ value: d, label: documentTypeLabels[d] }));

/**
 * First and last name, date of birth and gender of a person on a proposal. `own`: the visitor's
 * own details (the browser may fill them in); a nominee's or another member's are not.
 */
export function PersonFields({
  bind,
  genders,
  own = false,
}: {
  bind: Bind<"firstName" | "lastName" | "dob" | "gender">;
  genders: readonly (Option | string)[];
  own?: boolean;
}) {
  return (
    <>
      <Input label="First name" autoComplete={own ? "given-name" : "off"} {...bind("firstName")} />
      <Input label="Last name" autoComplete={own ? "family-name" : "off"} {...bind("lastName")} />
      <DateInput label="Date of birth" autoComplete={own ? "bday" : "off"} {...bind("dob")} />
      <Select label="Gender" options={genders} {...bind("gender")} />
    </>
  );
}

/** The ID document of a proposer or member: its type, number and issue date. */
export function IdDocumentFields({
  bind,
}: {
  bind: Bind<"documentType" | "documentId" | "documentIssueDate">;
}) {
  return (
    <>
      <Select label="ID document" options={documentOptions} {...bind("documentType")} />
      <Input {...presets.documentNumber} {...bind("documentId")} />
      <DateInput label="Document issue date" {...bind("documentIssueDate")} />
    </>
  );
}

/**
 * A health member's relation to the proposer: the proposer (member 1) is 'Self', shown fixed and
 * not registered (the saved value is sent); the others choose from `relations` without 'Self'.
 */
export function RelationSelect({
  bind,
  proposer,
  relations,
}: {
  bind: Bind<"relation">;
  proposer: boolean;
  relations: readonly string[];
}) {
  return proposer ? (
    <Select
      {...bind.at("relation")}
      label="Relation"
      options={["Self"]}
      placeholder=""
      value="Self"
      disabled
      onChange={() => undefined}
    />
  ) : (
    <Select
      label="Relation"
      options={relations.filter((r) => r !== "Self")}
      {...bind("relation")}
    />
  );
}
