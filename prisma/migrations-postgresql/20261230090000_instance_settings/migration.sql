-- Each instance's effective settings, for the admin overview (docs/decisions/217-what-the-operator-
-- trips-over-a-fourth-time.md): one row per instance (host and port), written at its start and
-- every few minutes, so that the admin sees which instance answers and which settings the instances
-- do not share. Only adds (an older instance beside keeps working: it neither reads nor writes it).

-- CreateTable
CREATE TABLE "InstanceSettings" (
    "name" TEXT COLLATE "C" NOT NULL,
    "settings" TEXT COLLATE "C" NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InstanceSettings_pkey" PRIMARY KEY ("name")
);
