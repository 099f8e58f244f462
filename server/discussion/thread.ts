/**
 * Discussion threads (question comments, forum replies): rows read oldest first become a tree of
 * nodes, each with its `replies` oldest first. Features import this module; it imports no feature.
 */
import { asc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A node of a thread: its id, its parent's (null at the top) and its replies. */
export interface ThreadNode<T> {
  id: number;
  replies: T[];
}

/** The ORDER BY of a thread's rows: oldest first, ties by id, so parents come before their replies. */
export function threadOrder(createdAt: AnyPgColumn, id: AnyPgColumn) {
  return [asc(createdAt), asc(id)] as const;
}

/**
 * Nests `rows` (already in `threadOrder`) under their parents: `toNode` makes a row's node
 * (with empty `replies`), `parentOf` names its parent's id. Top-level nodes and every node's
 * replies keep the rows' order; a node whose parent is not among the rows is top-level. A deleted
 * reply kept for its replies is whatever node `toNode` makes of it (forums: a placeholder with no
 * text and no author), so the thread stays readable.
 */
export function buildThread<R, N extends ThreadNode<N>>(rows: readonly R[], toNode: (row: R) => N, parentOf: (node: N) => number | null): N[] {
  const byId = new Map<number, N>();
  for (const row of rows) {
    const node = toNode(row);
    byId.set(node.id, node);
  }
  const roots: N[] = [];
  for (const node of byId.values()) {
    const parentId = parentOf(node);
    const parent = parentId === null ? undefined : byId.get(parentId);
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}
