/**
 * server/discussion/entries.ts: every kind of discussion entry is described by columns of the
 * right tables (its own, its subject's, its reactions'), tied by the schema's foreign keys, so the
 * generic queries over a kind read and write what the kind means; and a write through a column of
 * another table is refused by name instead of writing somewhere else. The behaviour of each kind
 * (threads, edits, reactions, placeholders, accepting) is tested through the routes:
 * comments.test.ts, forum-replies.test.ts, author-edits.test.ts, accepted-answers.test.ts.
 */
import t from 'tap';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { questions } from '../../server/db/schema/index.ts';
import { columnValues } from '../../server/discussion/columns.ts';
import { commentEntries, replyEntries, type EntryKind } from '../../server/discussion/entries.ts';

const kinds: [string, EntryKind][] = [
  ['commentEntries', commentEntries],
  ['replyEntries', replyEntries],
];

/** Whether `column` is one of `table`'s columns (the same object). */
const ofTable = (table: PgTable, column: AnyPgColumn) => Object.values(getTableColumns(table)).includes(column);

/** The table that `column` of `table` references by a foreign key, or undefined. */
function referenced(table: PgTable, column: AnyPgColumn): PgTable | undefined {
  const key = getTableConfig(table).foreignKeys.find((fk) => fk.reference().columns.includes(column));
  return key?.reference().foreignTable;
}

for (const [name, kind] of kinds) {
  t.test(`${name}: columns of the right tables`, async (t) => {
    for (const [role, column] of Object.entries(kind.columns)) {
      if (column !== null) t.ok(ofTable(kind.table, column), `${role} is a column of ${getTableName(kind.table)}`);
    }
    t.ok(ofTable(kind.subject.table, kind.subject.id), "the subject's id is a column of the subject's table");
    t.equal(referenced(kind.table, kind.columns.subject), kind.subject.table, "the subject column references the subject's table");
    t.equal(referenced(kind.table, kind.columns.parent), kind.table, 'the parent column references the entries themselves');
    t.ok(ofTable(kind.reactions.table, kind.reactions.target), 'the reaction target is a column of the reaction table');
    t.equal(referenced(kind.reactions.table, kind.reactions.target), kind.table, 'reactions reference the entries');
    const mark = kind.accepted;
    const marked = mark.on === 'entry' ? [mark.at, mark.by] : [mark.entry, mark.by, mark.at];
    const markTable = mark.on === 'entry' ? kind.table : kind.subject.table;
    for (const column of marked) t.ok(ofTable(markTable, column), `the accepted mark's ${column.name} is on ${getTableName(markTable)}`);
    if (mark.on === 'subject') t.equal(referenced(kind.subject.table, mark.entry), kind.table, "the subject's accepted entry references the entries");
  });
}

t.test('columnValues keys values by the table property of each column, and refuses a column of another table', async (t) => {
  t.strictSame(columnValues(replyEntries.table, [[replyEntries.columns.text, 'x'], [replyEntries.columns.parent, null]]), { content: 'x', parentReplyId: null });
  t.throws(() => columnValues(commentEntries.table, [[questions.id, 1]]), /id is not a column of this table/);
});
