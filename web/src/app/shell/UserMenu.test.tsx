import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@common/api/accounts.ts';
import { UserMenu } from './UserMenu.tsx';

const user = (role: 'user' | 'admin', userType: 'Student' | 'Mentor') =>
  ({ id: 1, name: 'Asha Rao', username: 'asha', userType, role }) as unknown as User;

const badge = (html: string) => /<span class="badge [^"]*">([^<]*)<\/span>/.exec(html)?.[1];

describe('UserMenu badge (issue 28 item 9)', () => {
  it('says Admin for an admin, whatever the account type', () => {
    const render = (u: User) => renderToStaticMarkup(<MemoryRouter><UserMenu user={u} /></MemoryRouter>);
    expect(badge(render(user('admin', 'Mentor')))).toBe('Admin');
    expect(badge(render(user('user', 'Mentor')))).toBe('Mentor');
    expect(badge(render(user('user', 'Student')))).toBe('Student');
  });
});
