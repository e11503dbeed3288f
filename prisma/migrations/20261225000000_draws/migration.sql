-- Secret-santa draws (issue 42, docs/decisions/077-draws.md): a draw with its organizer password
-- hash, its people (a name, their own password hash or none, their wishlist, their match), the pairs
-- who do not draw each other, and the organizer's and each person's tokens (SHA-256 only).

-- CreateTable
CREATE TABLE "Draw" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "organizerPasswordHash" TEXT NOT NULL,
    "budgetCents" INTEGER,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "eventDate" TEXT,
    "note" TEXT,
    "avoidLastYear" BOOLEAN NOT NULL DEFAULT false,
    "round" INTEGER NOT NULL DEFAULT 0,
    "drawnAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "DrawParticipant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "drawId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "passwordHash" TEXT,
    "listSlug" TEXT,
    "givesToId" TEXT,
    "lastYearGivesToId" TEXT,
    "joinedAt" DATETIME,
    "lookedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DrawParticipant_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DrawExclusion" (
    "drawId" TEXT NOT NULL,
    "aId" TEXT NOT NULL,
    "bId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("aId", "bId"),
    CONSTRAINT "DrawExclusion_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DrawExclusion_aId_fkey" FOREIGN KEY ("aId") REFERENCES "DrawParticipant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DrawExclusion_bId_fkey" FOREIGN KEY ("bId") REFERENCES "DrawParticipant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DrawToken" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "drawId" TEXT NOT NULL,
    "participantId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DrawToken_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DrawToken_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "DrawParticipant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Draw_slug_key" ON "Draw"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "DrawParticipant_drawId_nameKey_key" ON "DrawParticipant"("drawId", "nameKey");

-- CreateIndex
CREATE INDEX "DrawExclusion_drawId_idx" ON "DrawExclusion"("drawId");

-- CreateIndex
CREATE INDEX "DrawToken_drawId_idx" ON "DrawToken"("drawId");

-- CreateIndex
CREATE INDEX "DrawToken_participantId_idx" ON "DrawToken"("participantId");
