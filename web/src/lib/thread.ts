/**
 * One thread on the web: a question's comments and a post's replies are both nested entries (each
 * with an `id` and its `replies`, oldest first at every level) kept by TanStack Query inside some
 * cached data (the comment list itself, or the post with its replies). A `ThreadAccess` says where
 * the entries are in that data and in which of the API's fields an entry keeps its parent, text
 * and reactions (the names differ between comments and replies and are fixed by the API).
 *
 * Live events and the answers to the reader's own actions are applied with these helpers instead
 * of fetching the thread again (issue "A community that answers": on mobile data a long
 * discussion cost the whole thread per change per reader). Each answers new data (the input is
 * not changed; only the path to a changed entry is copied) or the same data when nothing changes
 * (an entry already shown, an id not found), so callers can tell.
 */
import { afterReaction, type Reaction, type ReactionAction, type ReactionState } from './reactions.ts';

/** A node of a nested thread (a comment or a reply). */
export interface ThreadNode<T> {
  id: number;
  replies: T[];
}

/** Where a kind of thread keeps its entries and their fields (by the API's names). */
export interface ThreadAccess<TData, T extends ThreadNode<T>> {
  /** The top-level entries of the cached data. */
  entries: (data: TData) => T[];
  /** `data` with its top-level entries replaced; `added` entries are new (a count may follow). */
  withEntries: (data: TData, entries: T[], added: number) => TData;
  /** The id of the entry `entry` answers, null at the top level. */
  parentOf: (entry: T) => number | null;
  /** `entry` with a new text and edit time (ISO 8601). */
  withText: (entry: T, text: string, editedAt: string | null) => T;
  /** The entry's counts and the reader's own reaction. */
  reactionsOf: (entry: T) => ReactionState;
  /** `entry` with these counts and own reaction. */
  withReactions: (entry: T, state: ReactionState) => T;
}

/** An entry's counts after a change; without `myReaction` (a room's event) the reader's own reaction is kept. */
export interface EntryCounts {
  id: number;
  likes: number;
  dislikes: number;
  myReaction?: Reaction | null;
}

/**
 * The nodes with node `id` (at any depth) replaced by `change(node)`. Only the path to that node
 * is copied; when `id` is not there the same array is answered.
 */
export function updateInThread<T extends ThreadNode<T>>(nodes: T[], id: number, change: (node: T) => T): T[] {
  return mapThread(nodes, (node) => (node.id === id ? change(node) : node));
}

/**
 * The nodes with every node (at any depth) replaced by `change(node)`; a node `change` answers
 * unchanged keeps its object unless one of its replies changed. The same array when none changed.
 */
export function mapThread<T extends ThreadNode<T>>(nodes: T[], change: (node: T) => T): T[] {
  let changed = false;
  const next = nodes.map((node) => {
    const own = change(node);
    const replies = mapThread(own.replies, change);
    const result = replies === own.replies ? own : { ...own, replies };
    if (result !== node) changed = true;
    return result;
  });
  return changed ? next : nodes;
}

/** How many nodes of the thread, at any depth, `counts` accepts (all by default). */
export function countInThread<T extends ThreadNode<T>>(nodes: readonly T[], counts: (node: T) => boolean = () => true): number {
  return nodes.reduce((sum, node) => sum + (counts(node) ? 1 : 0) + countInThread(node.replies, counts), 0);
}

/** Whether node `id` is somewhere in `nodes` (any depth). */
export function containsEntry<T extends ThreadNode<T>>(nodes: readonly T[], id: number): boolean {
  return nodes.some((node) => node.id === id || containsEntry(node.replies, id));
}

/** `data` with its entries changed by `change` (the same data when they did not change). */
function withChangedEntries<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, change: (entries: T[]) => T[], added = 0): TData {
  const entries = access.entries(data);
  const next = change(entries);
  return next === entries ? data : access.withEntries(data, next, added);
}

/**
 * Adds `entry` where it belongs: at the end of the top level, or of its parent's replies (a reply
 * to a reply nests under it), and counts it. An entry already shown (the author's own, put in from
 * the server's answer before its live event came) or whose parent is not on the page changes
 * nothing: the caller fetches the thread in that second case (`needsFetch`).
 */
export function withEntryAdded<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, entry: T): TData {
  if (containsEntry(access.entries(data), entry.id)) return data;
  const added = { ...entry, replies: entry.replies ?? [] };
  const parentId = access.parentOf(entry);
  return withChangedEntries(
    access,
    data,
    (entries) => (parentId === null ? [...entries, added] : updateInThread(entries, parentId, (parent) => ({ ...parent, replies: [...parent.replies, added] }))),
    1,
  );
}

/** Whether `entry` could not be placed on this page (it answers an entry that is not there): only a fetch of the thread shows it. */
export function needsFetch<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, entry: T): boolean {
  const entries = access.entries(data);
  const parentId = access.parentOf(entry);
  return !containsEntry(entries, entry.id) && parentId !== null && !containsEntry(entries, parentId);
}

/** `data` with entry `id` (at any depth) replaced by `change(entry)`; the same data when it is not there. */
export function withEntryChanged<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, id: number, change: (entry: T) => T): TData {
  return withChangedEntries(access, data, (entries) => updateInThread(entries, id, change));
}

/** `data` with every entry replaced by `change(entry)` (e.g. the one accepted answer moving); the same data when none changed. */
export function withEveryEntry<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, change: (entry: T) => T): TData {
  return withChangedEntries(access, data, (entries) => mapThread(entries, change));
}

/** An author's edit: entry `id`'s new text and edit time (its reactions, replies and marks stay). */
export function withEntryText<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, edit: { id: number; text: string; editedAt: string | null }): TData {
  return withEntryChanged(access, data, edit.id, (entry) => access.withText(entry, edit.text, edit.editedAt));
}

/** Entry `counts.id`'s counts after a change, with the reader's own reaction kept unless `counts` carries it (their own click). */
export function withEntryCounts<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, counts: EntryCounts): TData {
  return withEntryChanged(access, data, counts.id, (entry) => {
    const myReaction = counts.myReaction === undefined ? access.reactionsOf(entry).myReaction : counts.myReaction;
    return access.withReactions(entry, { likes: counts.likes, dislikes: counts.dislikes, myReaction });
  });
}

/** Entry `id` as it will be once the reader's `action` is saved (see `afterReaction`), to show at once. */
export function withEntryReaction<TData, T extends ThreadNode<T>>(access: ThreadAccess<TData, T>, data: TData, id: number, action: ReactionAction): TData {
  return withEntryChanged(access, data, id, (entry) => access.withReactions(entry, afterReaction(access.reactionsOf(entry), action)));
}
