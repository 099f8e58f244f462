/**
 * The session cookie's signer (server/identity/cookieSigner.ts) gives what @fastify/cookie's
 * Signer gives for every input, whether its answer is remembered or not, and remembers only valid
 * signatures.
 */
import t from 'tap';
import { Signer } from '@fastify/cookie';
import { RememberingSigner } from '../../server/identity/cookieSigner.ts';

const secret = 'a-session-secret-of-at-least-32-characters';

t.test('signs and checks as @fastify/cookie does, before and after remembering', async (t) => {
  const plain = new Signer(secret, 'sha256');
  const remembering = new RememberingSigner(secret, 2);
  for (const id of ['abc', 'def', 'abc', 'ghi', 'abc']) {
    t.equal(remembering.sign(id), plain.sign(id), `sign(${id})`);
    t.same(remembering.unsign(plain.sign(id)), { valid: true, renew: false, value: id }, `unsign of ${id}'s cookie`);
  }
});

t.test('a forged or altered signature stays invalid after the real one was remembered', async (t) => {
  const remembering = new RememberingSigner(secret);
  const real = remembering.sign('session-id');
  t.equal(remembering.unsign(real).valid, true);
  const altered = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
  t.same(remembering.unsign(altered), { valid: false, renew: false, value: null }, 'last character changed');
  t.same(remembering.unsign('session-id.'), { valid: false, renew: false, value: null }, 'no signature');
  t.same(remembering.unsign(`other-id${real.slice(real.lastIndexOf('.'))}`), { valid: false, renew: false, value: null }, "another id with this id's signature");
  const otherSecret = new RememberingSigner(`${secret}-rotated`);
  t.equal(otherSecret.unsign(real).valid, false, 'a signature made with another secret');
  t.equal(remembering.unsign(real).valid, true, 'the real one still valid');
});
