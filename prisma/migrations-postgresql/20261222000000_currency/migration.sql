-- Each list's prices are in one currency (ISO 4217, docs/decisions/059-currency-and-languages.md).
-- Every list made before this was in euros, and stays so.

-- AlterTable
ALTER TABLE "List" ADD COLUMN "currency" TEXT COLLATE "C" NOT NULL DEFAULT 'EUR';
