-- The first round whose match a person revealed ("Show whom I give to"), kept through redraws: only
-- someone who had looked is told the names were drawn again (docs/decisions/200-looked-means-revealed.md).
-- Only adds (an older instance beside keeps working: it does not read the column). Draws in flight
-- keep what their people saw before: whoever had read a match, and everyone in a draw already drawn
-- again (who had looked then is not known), counts as having looked at the first round.

-- AlterTable
ALTER TABLE "DrawParticipant" ADD COLUMN "firstLookedRound" INTEGER;

UPDATE "DrawParticipant" SET "firstLookedRound" = 1
WHERE "lookedAt" IS NOT NULL OR "drawId" IN (SELECT "id" FROM "Draw" WHERE "round" > 1);
