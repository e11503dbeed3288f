-- The last retention sweep, for the admin overview on any instance (docs/decisions/206-what-the-
-- operator-trips-over-once-more.md): when, whether it failed, and what it deleted and told. One
-- row, written by the instance that swept. Only adds (an older instance beside keeps working: it
-- neither reads nor writes the table).

-- CreateTable
CREATE TABLE "RetentionSweep" (
    "id" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "failed" BOOLEAN NOT NULL,
    "lists" INTEGER NOT NULL,
    "draws" INTEGER NOT NULL,
    "ownersTold" INTEGER NOT NULL,

    CONSTRAINT "RetentionSweep_pkey" PRIMARY KEY ("id")
);
