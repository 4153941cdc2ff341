/**
 * The label, autocomplete token and keypad of controls that recur across the site's forms, spread
 * into a `fields.tsx` control before its binding: `<Input {...presets.email} {...bind("email")} />`.
 * One place each, so a mobile field is the same field (numeric keypad, 16 characters at most)
 * wherever it is asked for.
 */
export const presets = {
  fullName: { label: "Full name", autoComplete: "name" },
  mobile: {
    label: "Mobile number",
    type: "tel",
    inputMode: "numeric",
    autoComplete: "tel-national",
    maxLength: 16,
  },
  email: { label: "E-mail", type: "email", inputMode: "email", autoComplete: "email" },
  pincode: { label: "Pincode", inputMode: "numeric", autoComplete: "postal-code", maxLength: 6 },
  posp: { label: "POSP number", autoComplete: "off" },
  documentNumber: { label: "Document number", autoComplete: "off", autoCapitalize: "characters" },
} as const;
