import { describe, expect, it } from 'vitest';
import { isAuthHash } from './auth-hash.ts';
import { loginPathFor, redirectTargetFrom, safeRedirectPath } from './redirect.ts';

describe('sign-in redirect (002 §2)', () => {
  it('builds /login?redirect={path} with the query and hash kept', () => {
    expect(loginPathFor({ pathname: '/org/detail/1', search: '?tab=x', hash: '#people' })).toBe(
      '/login?redirect=%2Forg%2Fdetail%2F1%3Ftab%3Dx%23people',
    );
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });

  it('accepts same-site paths only', () => {
    expect(safeRedirectPath('/org/detail/1?x=1')).toBe('/org/detail/1?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/login?redirect=/x')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
    expect(redirectTargetFrom('?redirect=%2Fstyle-guide')).toBe('/style-guide');
  });

  it('tells an auth leftover hash from an anchor', () => {
    expect(isAuthHash('#access_token=abc&token_type=bearer')).toBe(true);
    expect(isAuthHash('#state=1&code=2')).toBe(true);
    expect(isAuthHash('#fields')).toBe(false);
    expect(isAuthHash('')).toBe(false);
  });
});
