import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { NODE_ENV: 'test', CAIRN_DATA_DIR: '/tmp/cairn-config-instance-test' } as const;

describe('the instance settings (support, social links, maintenance)', () => {
  it('defaults to nothing set and no maintenance', () => {
    expect(loadConfig({ ...base }).instance).toEqual({
      supportUrl: null,
      supportEmail: null,
      supportChatUrl: null,
      socialLinks: [],
      maintenance: false,
    });
  });

  it('reads the support settings, SOCIAL_LINKS in order, and MAINTENANCE=1', () => {
    const { instance } = loadConfig({
      ...base,
      SUPPORT_URL: 'https://help.example.com',
      SUPPORT_EMAIL: 'help@example.com',
      SUPPORT_CHAT_URL: 'https://chat.example.com',
      SOCIAL_LINKS: ' LinkedIn=https://linkedin.com/company/x , GitHub=https://github.com/x ',
      MAINTENANCE: '1',
    });
    expect(instance.socialLinks).toEqual([
      { name: 'LinkedIn', url: 'https://linkedin.com/company/x' },
      { name: 'GitHub', url: 'https://github.com/x' },
    ]);
    expect(instance).toMatchObject({ supportEmail: 'help@example.com', maintenance: true });
  });

  it('stops the start with one line naming the variable for a bad value', () => {
    expect(() => loadConfig({ ...base, SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
    expect(() => loadConfig({ ...base, SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ ...base, SOCIAL_LINKS: 'LinkedIn' })).toThrow(
      /SOCIAL_LINKS "LinkedIn" is not Name=URL/,
    );
    expect(() => loadConfig({ ...base, SOCIAL_LINKS: 'X=javascript:alert(1)' })).toThrow(
      /SOCIAL_LINKS .*http/,
    );
    expect(() => loadConfig({ ...base, SOCIAL_LINKS: '=https://x.com' })).toThrow(/SOCIAL_LINKS .*name/);
    expect(() => loadConfig({ ...base, MAINTENANCE: 'yes' })).toThrow(/MAINTENANCE/);
  });
});
