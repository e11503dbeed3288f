-- Secret suggestions and questions on a wish (issue 53; docs/decisions/115-secret-suggestions.md,
-- 116-questions-on-a-wish.md). Only adds: an older instance beside does not read the new columns
-- (it would show a suggestion to the owner: update every instance before givers suggest, 115).

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "suggested" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Item" ADD COLUMN "suggestedBy" TEXT COLLATE "C";
ALTER TABLE "Item" ADD COLUMN "suggestionPasswordHash" TEXT COLLATE "C";

-- CreateTable
CREATE TABLE "Question" (
    "id" TEXT COLLATE "C" NOT NULL,
    "itemId" TEXT COLLATE "C" NOT NULL,
    "question" TEXT COLLATE "C" NOT NULL,
    "answer" TEXT COLLATE "C",
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "watcherId" TEXT COLLATE "C",

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Question_itemId_idx" ON "Question"("itemId");

-- CreateIndex
CREATE INDEX "Question_watcherId_idx" ON "Question"("watcherId");

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_watcherId_fkey" FOREIGN KEY ("watcherId") REFERENCES "MailSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
