/** Queries on bookmarks (server/db/schema/bookmarks.ts): save, unsave, list a user's saved items. */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@common/api/http.ts';
import { heldNowSql } from '../../policies/questionVisibility.ts';
import type { Queryable } from '../../db/client.ts';
import { bookmarks, categories, forumPosts, questionSets, questions, sources, topics } from '../../db/schema/index.ts';
import { selectListedPosts } from '../../discussion/posts.read.ts';
import { difficultySql, myStatusSql, summaryColumns } from '../../questionBank/questions.read.ts';

/** The item a bookmark points at. */
export type BookmarkTarget = { kind: 'question'; questionId: number } | { kind: 'post'; postId: number };

const targetWhere = (userId: number, target: BookmarkTarget): SQL =>
  target.kind === 'question'
    ? and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, target.questionId))!
    : and(eq(bookmarks.userId, userId), eq(bookmarks.postId, target.postId))!;

/** Saves the item for the user; an existing bookmark is kept as it is (its `created_at` too). */
export async function insertBookmark(db: Queryable, userId: number, target: BookmarkTarget): Promise<void> {
  const values =
    target.kind === 'question'
      ? { userId, kind: 'question' as const, questionId: target.questionId }
      : { userId, kind: 'post' as const, postId: target.postId };
  await db.insert(bookmarks).values(values).onConflictDoNothing();
}

/** Whether forum post `id` exists. */
export async function postExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, id)).limit(1);
  return rows.length > 0;
}

/** Removes the user's bookmark of the item; answers whether there was one. */
export async function deleteBookmark(db: Queryable, userId: number, target: BookmarkTarget): Promise<boolean> {
  const rows = await db.delete(bookmarks).where(targetWhere(userId, target)).returning({ id: bookmarks.id });
  return rows.length > 0;
}

/**
 * The questions a viewer may see (common/policies.ts `canViewQuestion` in SQL): approved ones, and
 * pending or rejected ones they submitted (any, for an admin); never deleted ones; and, but for
 * admins, none an open exclusive mock holds (contract 8.2).
 */
function visibleQuestion(viewerId: number, admin: boolean): SQL {
  const own = admin ? sql`true` : eq(questions.submittedBy, viewerId);
  const visible = or(eq(questions.status, 'approved'), and(inArray(questions.status, ['pending', 'rejected']), own))!;
  return admin ? visible : and(visible, sql`not ${heldNowSql(questions.id)}`)!;
}

/**
 * One page of the user's saved questions they may still see, most recently saved first (ties by
 * bookmark id), each with the question's list fields as getQuestionsByFilters gives them; and how
 * many there are. Two queries (bookmarks_user_kind_created_idx).
 */
export async function listQuestionBookmarks(db: Queryable, viewer: { id: number; admin: boolean }, page: PageQuery) {
  const where = and(eq(bookmarks.userId, viewer.id), eq(bookmarks.kind, 'question'), visibleQuestion(viewer.id, viewer.admin));
  const [items, [total]] = await Promise.all([
    db
      .select({
        createdAt: bookmarks.createdAt,
        question: { ...summaryColumns, setTitle: questionSets.title, difficulty: difficultySql(questions.id), myStatus: myStatusSql(viewer.id), bookmarked: sql<boolean>`true` },
      })
      .from(bookmarks)
      .innerJoin(questions, eq(questions.id, bookmarks.questionId))
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .innerJoin(sources, eq(sources.id, questions.sourceId))
      .leftJoin(questionSets, eq(questionSets.id, questions.setId))
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(bookmarks).innerJoin(questions, eq(questions.id, bookmarks.questionId)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * One page of the user's saved posts, most recently saved first (ties by bookmark id), each as the
 * forum's post list gives it (server/discussion/posts.read.ts); and how many there are. A deleted
 * post takes its bookmarks with it. Three queries: the page of bookmarks, their posts, the count.
 */
export async function listPostBookmarks(db: Queryable, viewerId: number, page: PageQuery) {
  const where = and(eq(bookmarks.userId, viewerId), eq(bookmarks.kind, 'post'));
  const [marks, [total]] = await Promise.all([
    db
      .select({ postId: bookmarks.postId, createdAt: bookmarks.createdAt })
      .from(bookmarks)
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(bookmarks).where(where),
  ]);
  const ids = marks.map((mark) => mark.postId!);
  const posts = ids.length === 0 ? [] : await selectListedPosts(db, viewerId).where(inArray(forumPosts.id, ids));
  const byId = new Map(posts.map((row) => [row.post.id, row]));
  const items = marks.flatMap((mark) => {
    const post = byId.get(mark.postId!);
    return post ? [{ createdAt: mark.createdAt, post }] : [];
  });
  return { items, total: total?.n ?? 0 };
}
