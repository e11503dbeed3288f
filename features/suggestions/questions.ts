import "server-only";
import { AppError } from "../../lib/errors";
import { DEFAULT_LOCALE } from "../../lib/locale";
import type { AnswerInput, AskInput, DeleteQuestionInput } from "./shared/question";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { ownerItems } from "../items/item-access";
import { countedUnlessFailed, limits } from "../../lib/server/limits";
import { changeList } from "../lists/list-change";
import type { GiverMail } from "../giving/claims";
import { tellOwner, tellWatcher } from "../mail/events";
import { prepareAddress, subscribe } from "../mail/subscribe";
import { requireOpenList, requireOpenListIn } from "../lists/open-list";
import { randomId } from "../../lib/server/tokens";

// Questions on a wish (docs/decisions/116-questions-on-a-wish.md): a giver asks without a name, the
// owner sees the open ones in owner mode and answers or deletes them; an answer stands on the wish
// for every giver (list_get's `answers`). Nothing stored with a question names the asker: no name,
// no client address (the limit's count is keyed by list and address for its window, as every
// limit's is, and names no question).
// Each change raises the list's version (features/lists/list-change.ts), so the owner's open page and
// every cached copy of the visitors' view follow it.
// Mail (docs/decisions/139-a-question-told-by-mail.md): the asker's optional address is a giver's
// subscription of the list, confirmed as any (097); the answer is mailed to it once, then the
// question forgets it. The owner's digest names new questions, never who asked (140).

type FromClient = { clientAddress: string };

/** An open question as the owner's list_get lists it. */
export type OpenQuestion = { id: string; item_id: string; question: string; created_at: string };

/**
 * Asks a question on a wish of an open list (not on a secret suggestion: the owner, who answers,
 * must not learn of it). Counted per list and address (RATE_LIMIT_QUESTIONS an hour). An `email`
 * is told of the answer once confirmed; its confirmation mail keeps to the mail limits (098).
 */
export async function askQuestion(input: AskInput & FromClient & Partial<GiverMail>): Promise<{ questionId: string }> {
  const item = await db.item.findUnique({ where: { id: input.itemId }, select: { suggested: true, list: true } });
  if (!item) throw new AppError("item_not_found");
  requireOpenList(item.list);
  if (item.suggested) throw new AppError("question_on_suggestion");
  const { list } = item;
  return countedUnlessFailed(limits.questions, `${list.id}|${input.clientAddress}`, async () => {
    const id = randomId();
    const target = { listId: list.id, kind: "giver" as const };
    const mail = await prepareAddress(input.email, input.locale ?? DEFAULT_LOCALE, input.clientAddress, target);
    await changeList(list.id, async (tx) => {
      await requireOpenListIn(tx, list.id);
      // the wish may have gone since it was read: the foreign key would fail less clearly
      const wish = await tx.item.findUnique({ where: { id: input.itemId }, select: { title: true } });
      if (!wish) throw new AppError("item_not_found");
      const named = { title: list.title, slug: list.slug };
      const watcherId = mail ? await subscribe(tx, mail, { ...target, list: named, purpose: "asker" }) : null;
      await tx.question.create({ data: { id, itemId: input.itemId, question: input.question, watcherId } });
      await tellOwner(tx, list.id, { type: "asked", questionId: id, item: wish.title, question: input.question });
    });
    return { questionId: id };
  });
}

/** The question `questionId` of the owner's list (checked by the frame, docs/decisions/137). */
async function requireOwnedQuestion(
  list: List,
  input: DeleteQuestionInput,
): Promise<{ list: List; questionId: string }> {
  const question = await db.question.findFirst({
    where: { id: input.questionId, item: { listId: list.id, ...ownerItems(list) } },
    select: { id: true },
  });
  if (!question) throw new AppError("question_not_found", { field: "question_id" });
  return { list, questionId: question.id };
}

/**
 * The owner answers (or answers again): the answer shows on the wish for every giver. The asker's
 * confirmed address, if any, hears of the first answer; the question then forgets the address.
 */
export async function answerQuestion(owned: List, input: AnswerInput): Promise<void> {
  const { list, questionId } = await requireOwnedQuestion(owned, input);
  await changeList(list.id, async (tx) => {
    const asked = await tx.question.findUnique({
      where: { id: questionId },
      select: { question: true, watcherId: true, item: { select: { title: true } } },
    });
    if (!asked) throw new AppError("question_not_found", { field: "question_id" });
    await tx.question.update({
      where: { id: questionId },
      data: { answer: input.answer, answeredAt: new Date(), watcherId: null },
    });
    await tellWatcher(tx, asked.watcherId, {
      type: "answered",
      item: asked.item.title,
      question: asked.question,
      answer: input.answer,
    });
  });
}

/** The owner deletes a question, answered or not: gone for everyone. */
export async function deleteQuestion(owned: List, input: DeleteQuestionInput): Promise<void> {
  const { list, questionId } = await requireOwnedQuestion(owned, input);
  await changeList(list.id, async (tx) => {
    const { count } = await tx.question.deleteMany({ where: { id: questionId } });
    if (count === 0) throw new AppError("question_not_found", { field: "question_id" });
  });
}

/** The open questions on the owner's own wishes, oldest first (never on a suggestion while open). */
export async function openQuestions(list: Pick<List, "id" | "closed">): Promise<OpenQuestion[]> {
  const rows = await db.question.findMany({
    where: { answer: null, item: { listId: list.id, ...ownerItems(list) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, itemId: true, question: true, createdAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    item_id: row.itemId,
    question: row.question,
    created_at: row.createdAt.toISOString(),
  }));
}
