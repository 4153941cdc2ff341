CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" text NOT NULL,
	"idempotency_key" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"town" text,
	"remarks" text,
	"city" text,
	"comment" text,
	"lead_source" text NOT NULL,
	"client_type" text NOT NULL,
	"business_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"request_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key_unique" ON "leads" USING btree ("idempotency_key");