/**
 * Id tampering (IDOR), generated from the app's route table: every route with an id input (a path
 * parameter, query parameter or body field named `id`, `<thing>Id` or `ids`, read from the
 * OpenAPI document the routes' own contracts make, test/security/routeInputs.ts) is called by
 * another student (bob) and by an anonymous caller with each id of alice's things — her answer,
 * comments, forum, post and reply, pending question, resource, personal test and its attempt,
 * report, image, notification and her user id — the other inputs valid. Expected, for every call:
 * never a 500 and errors in the JSON shape; no answer contains what only alice and admins may
 * read (her email and mobile, her pending question, report and personal test); and none of
 * alice's rows changed or went away (others' actions may only add notifications for her). The
 * same sweep as alice shows the markers do appear to their owner, and an edit by alice shows the
 * row check sees a change.
 */
import t from 'tap';
import { closeTestDatabase } from '../helpers/app.ts';
import { buildRequest, isId, routeInputs, validValues } from './routeInputs.ts';
import { buildAppWithRoutes, ownedRows, seedPrivateThings, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);

const errorShape = /^\{"statusCode":\d{3},"error":"[^"]+","message":"/;

/** Alice's rows now, against `before`: every earlier row still there unchanged; new rows only in `notifications`. */
function rowChanges(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of before) {
    const now = new Set(after.get(table) ?? []);
    for (const row of rows) if (!now.has(row)) problems.push(`${table}: ${row.slice(0, 200)} changed or went away`);
  }
  for (const [table, rows] of after) {
    if (table === 'notifications') continue;
    const earlier = new Set(before.get(table) ?? []);
    for (const row of rows) if (!earlier.has(row)) problems.push(`${table}: new row ${row.slice(0, 200)}`);
  }
  return problems;
}

t.test("another user's ids never reveal or change their data, on every route with an id", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const world = await seedWorld(testApp);
  const extra = await seedPrivateThings(testApp, world);
  const db = testApp.database.db;
  const inputs = routeInputs(testApp.app, testApp.routes.filter((route) => !route.config.navigation && !route.url.startsWith('/docs')));
  const withIds = inputs.filter((input) => input.fields.some(isId));
  t.ok(withIds.length >= 50, `${withIds.length} routes take an id`);
  const ids = [...new Set([world.response.id, world.comment.id, world.commentReply.id, world.forum.id, world.post.id, world.forumReply.id, world.submitted.id, world.resource.id, world.alice.id, ...extra.ids])].sort((a, b) => a - b);
  t.comment(`alice's ids: ${ids.join(', ')}`);

  const before = await ownedRows(db, world.alice.id);
  let requests = 0;
  const statuses: Record<number, number> = {};
  for (const input of withIds) {
    const label = `${input.route.method} ${input.route.url}`;
    for (const [who, client] of [['bob', world.clients.bob], ['anonymous', world.clients.anonymous]] as const) {
      for (const id of ids) {
        const res = await client.request(await buildRequest(input, validValues(input, id)));
        requests += 1;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode === 500 || (res.statusCode >= 400 && !errorShape.test(res.body))) t.fail(`${label} as ${who} with id ${id}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        const leaked = extra.markers.filter((marker) => res.body.includes(marker));
        if (leaked.length > 0) t.fail(`${label} as ${who} with id ${id}: answered alice's ${leaked.join(', ')}`);
      }
    }
    const problems = rowChanges(before, await ownedRows(db, world.alice.id));
    t.same(problems, [], `${label}: alice's rows unchanged`);
    if (problems.length > 0) break;
  }
  t.comment(`${requests} requests; statuses ${JSON.stringify(statuses)}`);

  // The checks can fail: alice herself reads her markers, and her own edit changes her rows.
  const revealed = new Set<string>();
  for (const input of withIds.filter((input) => input.route.method === 'GET')) {
    for (const id of ids) {
      const res = await world.clients.alice.request(await buildRequest(input, validValues(input, id)));
      for (const marker of extra.markers) if (res.body.includes(marker)) revealed.add(marker);
    }
  }
  const ownerReadable = extra.markers.filter((marker) => marker !== 'Alice report secret'); // reports are listed to admins only, by no id
  t.same([...revealed].sort(), ownerReadable.sort(), 'the same reads as alice show her every marker she may read');
  const edit = await world.clients.alice.request({ method: 'PUT', url: `/api/comments/${world.comment.id}`, payload: { text: 'Alice edits' } });
  t.equal(edit.statusCode, 200, 'alice edits her comment');
  t.not(rowChanges(before, await ownedRows(db, world.alice.id)).length, 0, 'and the row check sees it');
});
