/**
 * Search that finds what people mean (contract 7.7): each matching rule (prefix, English stems,
 * typos within the allowed edits with transpositions as one edit, the 4- and 8-letter boundaries,
 * the abbreviation and Hindi dictionary, stop words, topic and category names), didYouMean,
 * ts_headline marks, reply hits, one-group pages with X-Total-Count, and explanations never
 * searchable (7.2) through any of the new rules.
 */
import t, { type Test } from 'tap';
import { eq, sql } from 'drizzle-orm';
import type { SearchResult } from '@common/api/search.ts';
import { categories, forumReplies, questions, topics } from '../../server/db/schema/index.ts';
import { readDictionary } from '../../server/features/search/dictionary.ts';
import { allowedEdits, editDistance } from '../../server/features/search/editDistance.ts';
import { tokenize } from '../../server/features/search/search.terms.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

const mark = (word: string) => `\u0002${word}\u0003`;

/** A signed-in client over a small corpus with words chosen for each rule. */
async function setup(t: Test) {
  const { app, database } = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, searches: { max: 10_000, windowMs: 1000 } } });
  const db = database.db;
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Interest', questionText: 'A sum doubles in 8 years at simple interest. Find the rate.' },
    { category: 'Quantitative Aptitude', topic: 'Interest', questionText: 'Find the compound interest on 5000 for 2 years.' },
    { category: 'Quantitative Aptitude', topic: 'Profit and Loss', questionText: 'A trader sells two phones, gaining on one.' },
    { category: 'Quantitative Aptitude', topic: 'Time and Distance', questionText: 'A cyclist rides at a steady speed for three hours.' },
    { category: 'Quantitative Aptitude', topic: 'Averages', questionText: 'What is the average of the first ten primes?' },
    { category: 'Logical Reasoning', topic: 'Arrangements & Seating', questionText: 'Six friends sit in a row facing north.' },
    { category: 'Verbal Ability', topic: 'Vocabulary', questionText: 'The kestrel hovers above the fields. Which word means hovers?' },
    { category: 'Verbal Ability', topic: 'Vocabulary', questionText: 'A mongoose fights a cobra. Pick the odd word.' },
    { category: 'Verbal Ability', topic: 'Vocabulary', questionText: 'The zebu grazes calmly. What is a zebu?' },
    { category: 'Quantitative Aptitude', topic: 'Percentages', questionText: 'What percentage of 80 is 20?', explanation: 'Divide: the xylophonic shortcut gives 25.' },
  ]);
  const byText = async (fragment: string) => (await db.select({ id: questions.id }).from(questions).where(sql`strpos(${questions.questionText}, ${fragment}) > 0`))[0]!.id;
  const get = async (query: string, extra = '') => client.get(`/api/search?query=${encodeURIComponent(query)}${extra}`);
  const search = async (query: string, extra = '') => {
    const res = await get(query, extra);
    t.equal(res.statusCode, 200, `${JSON.stringify(query)}: 200`);
    return res.json() as SearchResult;
  };
  const questionIds = async (query: string) => (await search(query, '&limit=20')).questions.map((q) => q.id);
  return { app, db, user, client, byText, get, search, questionIds };
}

t.test('prefix and English stems (the simple and english configurations together)', async (t) => {
  const { byText, questionIds } = await setup(t);
  const kestrel = await byText('kestrel');
  const friends = await byText('Six friends');
  t.same(await questionIds('kes'), [kestrel], 'a prefix finds the word');
  t.same(await questionIds('hovering'), [kestrel], '"hovering" finds "hovers" through their stem');
  t.same(await questionIds('sitting'), [friends], '"sitting" finds "sit"');
  t.same(await questionIds('friend'), [friends], '"friend" finds "friends"');
  t.same(await questionIds('zebus'), [await byText('zebu')], 'a plural finds the singular');
  t.same(await questionIds('5000'), [await byText('compound interest')], 'numbers match as written (simple configuration)');
});

t.test('a question is found by its topic and category names', async (t) => {
  const { db, byText, questionIds } = await setup(t);
  const friends = await byText('Six friends');
  t.same(await questionIds('seating'), [friends], 'topic name');
  t.same(await questionIds('arrangement'), [friends], 'topic name by stem');
  t.same((await questionIds('logical')).length, 1, 'category name');
  t.same(await questionIds('seating north'), [friends], 'every word may come from the text or the names');
  await db.update(topics).set({ name: 'Circular Tables' }).where(eq(topics.name, 'Arrangements & Seating'));
  t.same(await questionIds('seating'), [], 'a renamed topic no longer finds it by its old name');
  t.same(await questionIds('circular'), [friends], 'and finds it by its new name, at once');
  await db.update(categories).set({ name: 'Puzzle Reasoning' }).where(eq(categories.name, 'Logical Reasoning'));
  t.same(await questionIds('puzzle'), [friends], 'a renamed category too');
});

t.test('typos: one edit for 4-7 letters, two from 8, a transposition is one edit', async (t) => {
  const { byText, questionIds, search } = await setup(t);
  const kestrel = await byText('kestrel');
  const mongoose = await byText('mongoose');
  const zebu = await byText('zebu');
  t.same(await questionIds('zabu'), [zebu], '4 letters, one substitution: found');
  t.same(await questionIds('zab'), [], '3 letters: never corrected');
  t.same(await questionIds('zaby'), [], '4 letters, two edits: not found');
  t.same(await questionIds('kestral'), [kestrel], '7 letters, one edit: found');
  t.same(await questionIds('kastral'), [], '7 letters, two edits: not found');
  t.same(await questionIds('ksetrel'), [kestrel], '7 letters, one transposition: found (Levenshtein would count 2)');
  t.same(await questionIds('mangoese'), [mongoose], '8 letters, two edits: found');
  t.same(await questionIds('mnogoose'), [mongoose], '8 letters, a transposition: found');
  t.same(await questionIds('mangeese'), [], '8 letters, three edits: not found');
  t.same(await questionIds('avrage'), [await byText('average')], 'a dropped letter');
  const answer = await search('kestral');
  t.ok(answer.questions[0]!.highlight.title.includes(mark('kestrel')), 'the corrected word is marked by ts_headline');
});

t.test('word facts kept from earlier searches are not used once the content changed', async (t) => {
  const { db, questionIds, search } = await setup(t);
  t.same(await questionIds('quartzite'), [], 'no such word yet');
  t.equal((await search('quartzyte')).didYouMean, null, 'so nothing to suggest');
  await createQuestions(db, [{ questionText: 'Which rock is quartzite?' }]);
  t.equal((await search('quartzyte')).didYouMean, 'quartzite', 'the new word is suggested at once');
  t.equal((await questionIds('quartzyte')).length, 1, 'and found');
});

t.test('didYouMean: the query with its corrected words, else null', async (t) => {
  const { search } = await setup(t);
  t.equal((await search('kestral hovers')).didYouMean, 'kestrel hovers');
  t.equal((await search('kestrel')).didYouMean, null, 'a known word');
  t.equal((await search('kest')).didYouMean, null, 'a prefix being typed');
  t.equal((await search('hovering')).didYouMean, null, 'a word form found through its stem');
  t.equal((await search('qqqqqqq')).didYouMean, null, 'nothing close: no suggestion');
  t.same((await search('qqqqqqq')).questions, []);
  t.equal((await search('mangoese', '&type=questions')).didYouMean, 'mongoose', 'in a one-group page too');
});

t.test('didYouMean suggests only words of content the caller may see (contract 8.6)', async (t) => {
  const { db, client, search } = await setup(t);
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Numbers', questionText: 'The zephyrine puzzle is still pending review.' },
    { category: 'Quantitative Aptitude', topic: 'Numbers', questionText: 'The quillwort riddle was rejected by the moderators.' },
    { category: 'Astrologia Mystica', topic: 'Horoscopia', questionText: 'A question filed under a name nobody may see yet.' },
    { category: 'Quantitative Aptitude', topic: 'Numbers', questionText: 'The marmalade problem is visible to everyone.' },
  ]);
  const setStatus = async (fragment: string, status: 'pending' | 'rejected') =>
    db.update(questions).set({ status }).where(sql`strpos(${questions.questionText}, ${fragment}) > 0`);
  await setStatus('zephyrine', 'pending');
  await setStatus('quillwort', 'rejected');
  await setStatus('name nobody may see', 'pending');
  const forum = await createForum(client, { title: 'Visible forum', description: 'About visible things' });
  const edited = await createPost(client, forum.id, { title: 'An edited post', content: 'It once spoke of the xanthorrhoea plant.' });
  t.equal((await search('xanthorhoea')).didYouMean, 'xanthorrhoea', 'while the post holds the word, it is suggested');
  t.equal((await client.request({ method: 'PUT', url: `/api/forum/posts/${edited.post.id}`, payload: { title: 'An edited post', content: 'It now speaks of something else.' } })).statusCode, 200);
  const removed = await createPost(client, forum.id, { title: 'A removed post', content: 'The bergamasque dance.' });
  t.equal((await search('bergamasqeu')).didYouMean, 'bergamasque', 'while the post lives, its word is suggested');
  t.equal((await client.request({ method: 'DELETE', url: `/api/forum/posts/${removed.post.id}` })).statusCode, 200);

  t.equal((await search('zephyrina')).didYouMean, null, "a pending question's word is not suggested");
  t.equal((await search('quilwort')).didYouMean, null, "a rejected question's word is not suggested");
  t.equal((await search('astrologiaa')).didYouMean, null, 'a category name only a pending question uses is not suggested');
  t.equal((await search('horoscopiaa')).didYouMean, null, 'nor such a topic name');
  t.equal((await search('xanthorhoea')).didYouMean, null, 'a word edited out of a post is not suggested');
  t.equal((await search('bergamasqeu')).didYouMean, null, 'nor a word of a deleted post');
  t.equal((await search('marmelade')).didYouMean, 'marmalade', "an approved question's word still is");
  t.equal((await search('mangoese', '&type=questions')).didYouMean, 'mongoose', 'and in a one-group page');
});

t.test('the CAT abbreviation and Hindi dictionary', async (t) => {
  const { byText, questionIds } = await setup(t);
  const simple = await byText('simple interest');
  const compound = await byText('compound interest');
  t.same(await questionIds('SI'), [simple], 'SI: simple interest');
  t.same(await questionIds('ci'), [compound], 'CI: compound interest');
  t.same(await questionIds('P&L'), [await byText('two phones')], 'P&L: profit and loss (the topic)');
  t.same(await questionIds('TSD'), [await byText('cyclist')], 'TSD: time, speed and distance');
  t.same(await questionIds('SI rate'), [simple], 'an abbreviation and a word: both must match');
  t.same(await questionIds('SI kestrel'), [], 'every word must match, an abbreviation through its expansion');
  t.same(await questionIds('pratishat'), [await byText('What percentage')], 'pratishat: percentage');
  t.same(await questionIds('byaj'), [simple, compound].sort((a, b) => b - a), 'byaj: interest');
});

t.test('common short forms match their full words (contract 8.6: "avg speed" finds "average speed")', async (t) => {
  const { db, byText, questionIds } = await setup(t);
  await createQuestions(db, [
    { topic: 'Speed', questionText: 'A bus keeps an average speed of 45 km per hour between two towns.' },
    { topic: 'Algebra', questionText: 'Solve the quadratic equation for the larger root.' },
    { topic: 'Probability', questionText: 'Find the probability that a drawn marble is blue.' },
    { topic: 'Counting', questionText: 'How many permutations of the letters of GARDEN exist?' },
    { topic: 'Counting', questionText: 'How many combinations of three toppings can a diner pick?' },
    { topic: 'Ratios', questionText: 'Boys and girls are in the ratio 3 : 2; the proportion of girls?' },
    { topic: 'Estimation', questionText: 'Which value is approximately equal to the product?' },
    { topic: 'Roots', questionText: 'The square root of a perfect square nine.' },
    { topic: 'Mixtures', questionText: 'Find the quantity of milk left in the jar.' },
    { topic: 'Percentages', questionText: 'What percent of the total amount was spent on rent?' },
    { topic: 'Commerce', questionText: 'The selling price exceeds the cost price; the marked price is higher still.' },
    { topic: 'Clocks', questionText: 'Two pipes take three hours and twenty minutes and a few seconds over five years.' },
    { topic: 'Statistics', questionText: 'Find the standard deviation of the marks.' },
    { topic: 'Algebra', questionText: 'Pick the only solution of the system.' },
  ]);
  const cases: [string, string][] = [
    ['avg speed', 'average speed of 45'],
    ['avg', 'average speed of 45'],
    ['eqn', 'quadratic equation'],
    ['eqns', 'quadratic equation'],
    ['prob', 'probability that a drawn'],
    ['perm', 'permutations of the letters'],
    ['comb', 'combinations of three'],
    ['ratio', 'ratio 3 : 2'],
    ['r&p', 'ratio 3 : 2'],
    ['approx', 'approximately equal'],
    ['sqrt', 'square root'],
    ['qty', 'quantity of milk'],
    ['pct', 'What percent'],
    ['amt', 'total amount'],
    ['sp', 'selling price'],
    ['cp', 'selling price'],
    ['mp', 'selling price'],
    ['hrs', 'twenty minutes'],
    ['mins', 'twenty minutes'],
    ['secs', 'twenty minutes'],
    ['yrs', 'twenty minutes'],
    ['sd', 'standard deviation'],
    ['soln', 'only solution'],
    ['si', 'simple interest'],
    ['ci', 'compound interest'],
    ['tsd', 'steady speed'],
  ];
  for (const [query, fragment] of cases) t.ok((await questionIds(query)).includes(await byText(fragment)), `"${query}" finds "${fragment}"`);
  t.same(await questionIds('avg speed'), [await byText('average speed of 45')], '"avg speed" finds only the average-speed question (every word must match)');
  t.same(await questionIds('avg kestrel'), [], 'a short form still needs every other word');
  t.notOk((await questionIds('sp')).includes(await byText('standard deviation')), 'a two-letter short form matches its words, not any word starting with it');
});

t.test('the dictionary file: its source, keys and expansions', async (t) => {
  const dictionary = readDictionary();
  t.ok(dictionary.source.length > 40, 'the source is noted');
  for (const key of ['tsd', 'si', 'ci', 'p&l', 'pnc', 'p&c', 'hcf', 'lcm', 'ap', 'gp', 'di', 'lr', 'rc', 'va', 'qa', 'avg', 'eqn', 'sqrt', 'qty', 'pct', 'amt', 'sp', 'cp', 'mp', 'sd']) {
    t.ok(dictionary.abbreviations[key]?.length, `${key} is expanded`);
  }
  t.ok(dictionary.hindi.pratishat?.includes('percentage'), 'pratishat means percentage');
  for (const [key, phrases] of Object.entries({ ...dictionary.abbreviations, ...dictionary.hindi })) {
    t.equal(key, key.toLowerCase(), `${key} is lower-case`);
    for (const phrase of phrases) t.ok(phrase.split(' ').every((word) => word.length > 0), `${key}: "${phrase}"`);
  }
  t.same(tokenize('P&L and PnC'), ['p&l', 'and', 'pnc'], 'a dictionary key joined by & stays one word');
  t.same(tokenize('R&D'), ['r', 'd'], 'other words joined by & are separate');
});

t.test('stop words are ignored, never required', async (t) => {
  const { byText, questionIds } = await setup(t);
  const kestrel = await byText('kestrel');
  t.same(await questionIds('the kestrel of'), [kestrel], '"the" and "of" are not required');
  t.same(await questionIds('kestrel aur'), [kestrel], 'nor are the dictionary stop words ("aur": and)');
  t.ok((await questionIds('what is the')).includes(await byText('What is the average')), 'a query of stop words only searches them as words');
});

t.test('edit distance rules', async (t) => {
  t.equal(editDistance('kestrel', 'kestrel'), 0);
  t.equal(editDistance('kestral', 'kestrel'), 1, 'substitution');
  t.equal(editDistance('ksetrel', 'kestrel'), 1, 'adjacent transposition');
  t.equal(editDistance('avrage', 'average'), 1, 'insertion');
  t.equal(editDistance('mangeese', 'mongoose'), 3);
  t.same([3, 4, 7, 8, 20].map(allowedEdits), [0, 1, 1, 2, 2], 'none below 4 letters, one for 4-7, two from 8');
});

t.test('forum replies are searched: a reply hit returns its post, kept in the writing transaction', async (t) => {
  const { db, client, search } = await setup(t);
  const forum = await createForum(client, { title: 'Strategy', description: 'Plans' });
  const { post } = await createPost(client, forum.id, { title: 'Mock plan', content: 'How many mocks?' });
  t.same((await search('depth')).posts, [], 'nothing yet');
  const reply = await addReply(client, post.id, 'Depth of analysis matters more than the count.');
  const found = await search('depth');
  t.same(found.posts.map((p) => p.id), [post.id], 'a word written only in a reply finds the post');
  t.equal(found.posts[0]!.title, 'Mock plan', 'the hit is the post itself');
  t.same((await search('depht')).posts.map((p) => p.id), [post.id], 'reply words are in the word list: a typo finds them');
  t.same((await search('mock depth')).posts.map((p) => p.id), [post.id], 'words from the post and a reply together');
  await db.update(forumReplies).set({ content: 'Breadth matters.' }).where(eq(forumReplies.id, reply.id));
  t.same((await search('depth')).posts, [], 'an edited reply no longer finds the post by its old words');
  t.same((await search('breadth')).posts.map((p) => p.id), [post.id], 'and finds it by its new ones');
  const res = await client.request({ method: 'DELETE', url: `/api/forum/replies/${reply.id}` });
  t.equal(res.statusCode, 200);
  t.same((await search('breadth')).posts, [], 'a deleted reply no longer finds the post');
});

t.test("a new reply is appended to its post's reply vector; edits and deletes rebuild it", async (t) => {
  const { db, client, search } = await setup(t);
  const forum = await createForum(client, { title: 'Strategy', description: 'Plans' });
  const { post } = await createPost(client, forum.id, { title: 'Mock plan', content: 'How many mocks?' });
  const vectorOf = async () => (await db.execute<{ v: string }>(sql`select replies_vector::text as v from forum_posts where id = ${post.id}`)).rows[0]!.v;
  /** The words of the vector, without positions. */
  const wordsOf = async () => (await db.execute<{ v: string }>(sql`select strip(replies_vector)::text as v from forum_posts where id = ${post.id}`)).rows[0]!.v;
  const rebuiltWords = async () => {
    await db.execute(sql`select search_post_replies(${post.id})`);
    return wordsOf();
  };
  await addReply(client, post.id, 'Depth of analysis matters more than the count.');
  const second = await addReply(client, post.id, 'Sectional timing, then analysis again.');
  t.match(await vectorOf(), /'analysi':\d+,\d+/, 'both replies are in the vector');
  const appended = await wordsOf();
  t.equal(await rebuiltWords(), appended, 'a rebuild gives the same words as the appends');
  // A marker the replies never wrote: appending keeps it, a rebuild from every reply would drop it.
  await db.execute(sql`update forum_posts set replies_vector = 'zzmarker:1D'::tsvector || replies_vector where id = ${post.id}`);
  await addReply(client, post.id, 'Percentiles come later.');
  t.match(await vectorOf(), /'zzmarker':1\b/, 'a new reply leaves the vector it is appended to as it was');
  t.same((await search('percentiles')).posts.map((p) => p.id), [post.id], "the appended reply's words find the post");
  await db.update(forumReplies).set({ content: 'Sectional timing first.' }).where(eq(forumReplies.id, second.id));
  const afterEdit = await vectorOf();
  t.notMatch(afterEdit, /zzmarker/, 'an edit rebuilds the vector from the replies');
  t.notMatch(afterEdit, /'again'/, "the edited reply's old words are gone");
  t.match(afterEdit, /'percentil'/, 'the other replies stay');
  const res = await client.request({ method: 'DELETE', url: `/api/forum/replies/${second.id}` });
  t.equal(res.statusCode, 200);
  t.notMatch(await vectorOf(), /'first'/, "a deleted reply's words are gone");
});

t.test('one group paged: type, limit, offset and X-Total-Count', async (t) => {
  const { db, client, get, search } = await setup(t);
  await createQuestions(db, Array.from({ length: 7 }, (_, i) => ({ questionText: `Zircon crystal number ${i + 1}: how many faces?` })));
  const forum = await createForum(client, { title: 'Zircon club', description: 'Gems' });
  const first = await get('zircon', '&type=questions&limit=3');
  t.equal(first.statusCode, 200);
  t.equal(first.headers['x-total-count'], '7', 'the total of the group');
  const firstPage = first.json() as SearchResult;
  t.equal(firstPage.questions.length, 3);
  t.same(firstPage.forums, [], 'other groups are empty');
  t.same(firstPage.posts, []);
  const second = (await search('zircon', '&type=questions&limit=3&offset=3')).questions;
  const third = await get('zircon', '&type=questions&limit=3&offset=6');
  t.equal((third.json() as SearchResult).questions.length, 1, 'the last page');
  const all = [...firstPage.questions, ...second, ...(third.json() as SearchResult).questions].map((q) => q.id);
  t.equal(new Set(all).size, 7, 'pages neither repeat nor skip a hit');
  const beyond = await get('zircon', '&type=questions&limit=3&offset=30');
  t.same((beyond.json() as SearchResult).questions, [], 'past the end: no hits');
  t.equal(beyond.headers['x-total-count'], '7', 'and still the total');
  const forums = await get('zircon', '&type=forums');
  t.equal(forums.headers['x-total-count'], '1');
  t.same((forums.json() as SearchResult).forums.map((f) => f.id), [forum.id]);
  const none = await get('nothingmatchesthis', '&type=posts');
  t.equal(none.headers['x-total-count'], '0', 'no match: 0');
  await createQuestions(db, [
    { setTitle: 'Volcanic glass', setText: 'Obsidian forms when lava cools fast.', questionText: 'Why is obsidian glassy?' },
    { setTitle: 'Volcanic glass', questionText: 'How fast does lava cool?' },
    { setTitle: 'Black rocks', setText: 'Obsidian is black.', questionText: 'What colour is it?' },
  ]);
  const obsidian = await get('obsidian', '&type=questions');
  t.equal(obsidian.headers['x-total-count'], '2', 'a set hit counts once with its first question, which is a hit itself');
  t.equal((obsidian.json() as SearchResult).questions.length, 2, 'as listed');
  const typeAhead = await get('zircon');
  t.notOk('x-total-count' in typeAhead.headers, 'no X-Total-Count without type');
  t.equal((typeAhead.json() as SearchResult).questions.length, 5, 'every group, 5 by default');
  for (const bad of ['&type=users', '&type=questions&offset=-1', '&type=questions&offset=x']) {
    t.equal((await get('zircon', bad)).statusCode, 400, `${bad}: 400`);
  }
});

t.test('explanations never leak through the new rules (7.2)', async (t) => {
  const { db, search } = await setup(t);
  for (const query of ['xylophonic', 'xylophon', 'xylofonic', 'xylophonics']) {
    const answer = await search(query);
    t.same(answer.questions, [], `${query}: not found`);
    t.equal(answer.didYouMean, null, `${query}: no suggestion from an explanation's words`);
  }
  const words = await db.execute<{ word: string }>(sql`select word from search_words where word like 'xylo%'`);
  t.same(words.rows, [], 'explanation words are not in the word list');
  const hit = (await search('percentage')).questions[0]!;
  t.notMatch(JSON.stringify(hit), /xylophonic|shortcut/, 'a hit carries no explanation text, not even in its marks');
});
