import { defineConfig } from "drizzle-kit";

/**
 * drizzle-kit settings for the sandbox broker's database. `npx drizzle-kit generate` writes SQL
 * migrations from the schema; the sandbox applies them itself at start-up (sandbox/db/client.ts),
 * so no database connection is configured here.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./sandbox/db/schema.ts",
  out: "./sandbox/db/migrations",
});
