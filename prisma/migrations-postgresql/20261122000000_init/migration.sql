-- The PostgreSQL twin of prisma/migrations/20261122000000_init. Text columns compare byte by byte
-- (COLLATE "C"), as SQLite does, so ids, slugs and ordering behave the same on both backends
-- (docs/decisions/027-postgresql.md).

-- CreateTable
CREATE TABLE "List" (
    "id" TEXT COLLATE "C" NOT NULL,
    "slug" TEXT COLLATE "C" NOT NULL,
    "title" TEXT COLLATE "C" NOT NULL,
    "ownerPasswordHash" TEXT COLLATE "C" NOT NULL,
    "themeColor" TEXT COLLATE "C" NOT NULL DEFAULT '#111827',
    "fontKey" TEXT COLLATE "C" NOT NULL DEFAULT 'system',
    "bgTheme" TEXT COLLATE "C" NOT NULL DEFAULT 'plain',
    "eventDate" TEXT COLLATE "C",
    "eventLocation" TEXT COLLATE "C",
    "eventNote" TEXT COLLATE "C",
    "requireName" BOOLEAN NOT NULL DEFAULT true,
    "identityMode" TEXT COLLATE "C" NOT NULL DEFAULT 'name',
    "occasion" TEXT COLLATE "C" NOT NULL DEFAULT 'neutral',
    "iconPackKey" TEXT COLLATE "C",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "List_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Item" (
    "id" TEXT COLLATE "C" NOT NULL,
    "listId" TEXT COLLATE "C" NOT NULL,
    "title" TEXT COLLATE "C" NOT NULL,
    "url" TEXT COLLATE "C",
    "imageUrl" TEXT COLLATE "C",
    "priceCents" INTEGER,
    "priceText" TEXT COLLATE "C",
    "note" TEXT COLLATE "C",
    "position" INTEGER NOT NULL,
    "reservedAt" TIMESTAMP(3),
    "reservedBy" TEXT COLLATE "C",
    "reservationPasswordHash" TEXT COLLATE "C",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EditToken" (
    "tokenHash" TEXT COLLATE "C" NOT NULL,
    "listId" TEXT COLLATE "C" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EditToken_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE UNIQUE INDEX "List_slug_key" ON "List"("slug");

-- CreateIndex
CREATE INDEX "Item_listId_position_idx" ON "Item"("listId", "position");

-- CreateIndex
CREATE INDEX "EditToken_listId_idx" ON "EditToken"("listId");

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EditToken" ADD CONSTRAINT "EditToken_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List"("id") ON DELETE CASCADE ON UPDATE CASCADE;
