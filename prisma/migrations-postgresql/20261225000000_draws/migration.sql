-- Secret-santa draws (issue 42, docs/decisions/077-draws.md): a draw with its organizer password
-- hash, its people (a name, their own password hash or none, their wishlist, their match), the pairs
-- who do not draw each other, and the organizer's and each person's tokens (SHA-256 only).

-- CreateTable
CREATE TABLE "Draw" (
    "id" TEXT COLLATE "C" NOT NULL,
    "slug" TEXT COLLATE "C" NOT NULL,
    "title" TEXT COLLATE "C" NOT NULL,
    "organizerPasswordHash" TEXT COLLATE "C" NOT NULL,
    "budgetCents" INTEGER,
    "currency" TEXT COLLATE "C" NOT NULL DEFAULT 'EUR',
    "eventDate" TEXT COLLATE "C",
    "note" TEXT COLLATE "C",
    "avoidLastYear" BOOLEAN NOT NULL DEFAULT false,
    "round" INTEGER NOT NULL DEFAULT 0,
    "drawnAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Draw_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DrawParticipant" (
    "id" TEXT COLLATE "C" NOT NULL,
    "drawId" TEXT COLLATE "C" NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "nameKey" TEXT COLLATE "C" NOT NULL,
    "passwordHash" TEXT COLLATE "C",
    "listSlug" TEXT COLLATE "C",
    "givesToId" TEXT COLLATE "C",
    "lastYearGivesToId" TEXT COLLATE "C",
    "joinedAt" TIMESTAMP(3),
    "lookedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DrawParticipant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DrawExclusion" (
    "drawId" TEXT COLLATE "C" NOT NULL,
    "aId" TEXT COLLATE "C" NOT NULL,
    "bId" TEXT COLLATE "C" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DrawExclusion_pkey" PRIMARY KEY ("aId","bId")
);

-- CreateTable
CREATE TABLE "DrawToken" (
    "tokenHash" TEXT COLLATE "C" NOT NULL,
    "drawId" TEXT COLLATE "C" NOT NULL,
    "participantId" TEXT COLLATE "C",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DrawToken_pkey" PRIMARY KEY ("tokenHash")
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

-- AddForeignKey
ALTER TABLE "DrawParticipant" ADD CONSTRAINT "DrawParticipant_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DrawExclusion" ADD CONSTRAINT "DrawExclusion_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DrawExclusion" ADD CONSTRAINT "DrawExclusion_aId_fkey" FOREIGN KEY ("aId") REFERENCES "DrawParticipant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DrawExclusion" ADD CONSTRAINT "DrawExclusion_bId_fkey" FOREIGN KEY ("bId") REFERENCES "DrawParticipant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DrawToken" ADD CONSTRAINT "DrawToken_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DrawToken" ADD CONSTRAINT "DrawToken_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "DrawParticipant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
