-- CreateTable
CREATE TABLE "List" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "ownerPasswordHash" TEXT NOT NULL,
    "themeColor" TEXT NOT NULL DEFAULT '#111827',
    "fontKey" TEXT NOT NULL DEFAULT 'system',
    "bgTheme" TEXT NOT NULL DEFAULT 'plain',
    "eventDate" TEXT,
    "eventLocation" TEXT,
    "eventNote" TEXT,
    "requireName" BOOLEAN NOT NULL DEFAULT true,
    "identityMode" TEXT NOT NULL DEFAULT 'name',
    "occasion" TEXT NOT NULL DEFAULT 'neutral',
    "iconPackKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Item" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,
    "imageUrl" TEXT,
    "priceCents" INTEGER,
    "priceText" TEXT,
    "note" TEXT,
    "position" INTEGER NOT NULL,
    "reservedAt" DATETIME,
    "reservedBy" TEXT,
    "reservationPasswordHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Item_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EditToken" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EditToken_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "List_slug_key" ON "List"("slug");

-- CreateIndex
CREATE INDEX "Item_listId_position_idx" ON "Item"("listId", "position");

-- CreateIndex
CREATE INDEX "EditToken_listId_idx" ON "EditToken"("listId");
