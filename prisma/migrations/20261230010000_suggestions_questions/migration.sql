-- Secret suggestions and questions on a wish (issue 53; docs/decisions/115-secret-suggestions.md,
-- 116-questions-on-a-wish.md). Only adds: an older instance beside does not read the new columns
-- (it would show a suggestion to the owner: update every instance before givers suggest, 115).

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "suggested" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Item" ADD COLUMN "suggestedBy" TEXT;
ALTER TABLE "Item" ADD COLUMN "suggestionPasswordHash" TEXT;

-- CreateTable
CREATE TABLE "Question" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemId" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT,
    "answeredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "watcherId" TEXT,
    CONSTRAINT "Question_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Question_watcherId_fkey" FOREIGN KEY ("watcherId") REFERENCES "MailSubscription" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Question_itemId_idx" ON "Question"("itemId");

-- CreateIndex
CREATE INDEX "Question_watcherId_idx" ON "Question"("watcherId");
