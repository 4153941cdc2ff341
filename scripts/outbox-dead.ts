/**
 * `npm run outbox:dead`: lists the leads in the outbox's dead-letter queue (issue 24, item 6):
 * leads the visitors were told were received, which the broker then refused (a 4xx) or never
 * took within `OUTBOX_GIVE_UP_H`. One line each with what the team needs to call back: when,
 * why, the form's business type, name and mobile number. Nothing else of the lead is shown.
 *
 * Reads the outbox the site uses: PostgreSQL (`DATABASE_URL`) while the site runs, or the PGlite
 * folder (`SITE_DATA_DIR`) only with `--site-stopped`: one PGlite folder must never be opened by
 * two processes at once.
 */
import { outboxSettings } from "@/lib/outbox/config";
import { closeOutbox } from "@/lib/outbox/queue";
import { deadLetters } from "@/lib/outbox/stats";

async function main(): Promise<void> {
  const settings = outboxSettings();
  if (!settings.databaseUrl && !process.argv.includes("--site-stopped")) {
    console.error(
      `The outbox is the PGlite folder ${settings.dataDir}, which the running site holds open. ` +
        "Stop the site, then run: npm run outbox:dead -- --site-stopped",
    );
    process.exit(2);
  }
  const rows = await deadLetters();
  if (rows.length === 0) console.log("No dead letters: every queued lead reached the broker.");
  else {
    console.log(`${rows.length} lead(s) in the dead-letter queue (newest first):`);
    console.table(rows);
  }
  await closeOutbox();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
