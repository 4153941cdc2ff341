CREATE TABLE "idempotency_keys" (
	"route" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"request_body" text NOT NULL,
	"status" integer,
	"response_body" text,
	"content_type" text,
	"replays" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_route_idempotency_key_pk" PRIMARY KEY("route","idempotency_key")
);
