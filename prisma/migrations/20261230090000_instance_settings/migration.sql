-- Each instance's effective settings, for the admin overview (docs/decisions/217-what-the-operator-
-- trips-over-a-fourth-time.md): one row per instance (host and port), written at its start and
-- every few minutes, so that the admin sees which instance answers and which settings the instances
-- do not share. Only adds (an older instance beside keeps working: it neither reads nor writes it).

-- CreateTable
CREATE TABLE "InstanceSettings" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "settings" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "seenAt" DATETIME NOT NULL
);
