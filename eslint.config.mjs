import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** ESLint flat config: Next's rules plus the boundaries this codebase relies on. */
const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "tests/bench/floor-app/.next/**",
      "tests/bench/floor-app/next-env.d.ts",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    // Type-aware rules: a promise nobody awaits (or one handed to an onClick) fails silently.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // The site must not know whether the broker is the sandbox: nothing outside sandbox imports it.
    files: ["app/**", "components/**", "lib/**", "content/**", "proxy.ts", "instrumentation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/sandbox/*", "**/sandbox/*"],
              message: "The site talks to the broker only through lib/api.",
            },
          ],
        },
      ],
      // The catalogues are compiled at build (next.config.ts `precompile`): next-intl's `t.raw`
      // would hand back icu-minify's arrays in production and throw in development.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='raw']",
          message:
            'Compiled messages have no t.raw: pass arguments through (t(key, { name: "{name}" })) or use templateOf.',
        },
      ],
    },
  },
];
export default config;
