-- CreateTable
CREATE TABLE "alimtalk_template_states" (
    "code" VARCHAR(20) NOT NULL,
    "provider_template_id" VARCHAR(100),
    "approval" VARCHAR(20) NOT NULL,
    "matches_catalog" BOOLEAN NOT NULL DEFAULT true,
    "last_seen_at" TIMESTAMPTZ(3),
    "missing_since" TIMESTAMPTZ(3),
    "synced_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alimtalk_template_states_pkey" PRIMARY KEY ("code")
);
