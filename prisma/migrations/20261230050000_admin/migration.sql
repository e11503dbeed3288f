-- The admin view and visitors' reports (issue 56, docs/decisions/128-the-admin-view.md,
-- 129-reports.md). Only adds (an older instance beside keeps working: it reads neither the column
-- nor the table; a list it serves while hidden is the one thing it does not know of).

-- AlterTable
ALTER TABLE "List" ADD COLUMN "hiddenAt" DATETIME;

-- CreateTable
CREATE TABLE "Report" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT,
    "drawId" TEXT,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Report_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Report_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES "Draw" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Report_listId_idx" ON "Report"("listId");

-- CreateIndex
CREATE INDEX "Report_drawId_idx" ON "Report"("drawId");

-- CreateIndex
CREATE INDEX "Report_createdAt_idx" ON "Report"("createdAt");
