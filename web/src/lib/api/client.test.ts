import { describe, expect, it } from 'vitest';
import { createApiClient, ok, page, serializeQuery } from './client.ts';
import { ApiRequestError, toApiRequestError } from './errors.ts';

/** A stand-in for the network: records each request and answers with `answer`. */
function network(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = async (input: Request) => {
    requests.push(input);
    return answer();
  };
  return { requests, fetch };
}

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

describe('serializeQuery', () => {
  it('leaves out undefined values and empty arrays', () => {
    expect(serializeQuery({ a: undefined, b: [] })).toBe('');
  });
  it('comma-joins arrays and encodes values', () => {
    expect(serializeQuery({ category: [1, 2], query: 'a b&c', idsOnly: true })).toBe('category=1%2C2&query=a+b%26c&idsOnly=true');
  });
});

describe('the typed client', () => {
  it('sends X-Requested-With and the query, and resolves with the answer', async () => {
    const { requests, fetch } = network(() => json({ configured: true }));
    const client = createApiClient('http://app.test', fetch);
    await expect(ok(client.GET('/api/ai/status'))).resolves.toEqual({ configured: true });
    expect(requests[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(requests[0]!.url).toBe('http://app.test/api/ai/status');
  });

  it('turns an error answer into ApiRequestError with the status and the server message', async () => {
    const { fetch } = network(() => json({ statusCode: 409, error: 'Conflict', message: 'Username or email already exists' }, { status: 409 }));
    const client = createApiClient('http://app.test', fetch);
    const failure = await ok(client.GET('/api/getQuestionsbyId', { params: { query: { id: 1 } } })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(409);
    expect((failure as ApiRequestError).message).toBe('Username or email already exists');
  });

  it('reads a page and its X-Total-Count', async () => {
    const { requests, fetch } = network(() => json([{ id: 1, title: 't', description: 'd' }], { headers: { 'x-total-count': '41' } }));
    const client = createApiClient('http://app.test', fetch);
    const result = await page(client.GET('/api/forum/getForums', { params: { query: { limit: 1, offset: 40 } } }));
    expect(result).toEqual({ items: [{ id: 1, title: 't', description: 'd' }], total: 41 });
    expect(new URL(requests[0]!.url).search).toBe('?limit=1&offset=40');
  });
});

describe('toApiRequestError', () => {
  it('falls back to the text, then to the status', () => {
    expect(toApiRequestError(502, 'Bad gateway').message).toBe('Bad gateway');
    expect(toApiRequestError(500, '').message).toBe('Request failed with status code 500');
  });
});
