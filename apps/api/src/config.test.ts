import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.admin.emails).toHaveLength(5);
    expect(config.google).toBeUndefined();
  });

  it('fails fast with one message per bad field', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT:');
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL or memory://');
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /SESSION_SECRET: required when NODE_ENV=production/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
      PUBLIC_URL: 'https://kinora.example',
    });
    expect(ok.admin.emails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(ok.secureCookies).toBe(true);
  });

  it("needs the e-mail service's three identifiers with its URL, and then sends through it", () => {
    expect(() =>
      loadConfig({ MAIL_API_URL: 'https://api.mail.example/send', MAIL_API_USER_ID: 'u' }),
    ).toThrowError(
      /MAIL_API_SERVICE_ID: required when MAIL_API_URL is set\n {2}MAIL_API_TEMPLATE_ID: required/,
    );
    const config = loadConfig({
      MAIL_API_URL: 'https://api.mail.example/send',
      MAIL_API_SERVICE_ID: 's',
      MAIL_API_TEMPLATE_ID: 't',
      MAIL_API_USER_ID: 'u',
    });
    expect(config.mail.api).toEqual({
      url: 'https://api.mail.example/send',
      serviceId: 's',
      templateId: 't',
      userId: 'u',
      accessToken: undefined,
    });
  });

  it('refuses half a Google client, and turns Google sign-in on with both halves', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      'GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set',
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrowError(
      'GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set',
    );
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
    });
  });

  it('selects the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: undefined,
    });
    expect(loadConfig({ DATA_DIR: '/srv/kinora' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/srv/kinora/db',
      lockFile: '/srv/kinora/kinora.lock',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('trusts X-Forwarded-For from nobody, N hops or named proxies, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.28.0.0/24,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.28.0.0/24',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(
      /TRUST_PROXY: 'true' would believe any client/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrowError(
      /TRUST_PROXY: .*not '10.0.0.0\/33'/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrowError(/TRUST_PROXY: /);
  });

  it('refuses ranges that add up to trusting everyone, each with one line', () => {
    const problem = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (error) {
        return (error as Error).message.split('\n').slice(1);
      }
      return [];
    };
    expect(problem('0.0.0.0/0,::/0')).toEqual([
      "  TRUST_PROXY: '0.0.0.0/0,::/0' trusts every IPv4 and every IPv6 address, so any client could pick its own; list only your proxies' addresses/CIDRs",
    ]);
    expect(problem('0.0.0.0/1, 128.0.0.0/1')).toEqual([
      "  TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' trusts every IPv4 address, so any client could pick its own; list only your proxies' addresses/CIDRs",
    ]);
    expect(problem('::/1,8000::/1,10.0.0.0/8')).toEqual([expect.stringMatching(/trusts every IPv6 address/)]);
    expect(problem('::ffff:0:0/96')).toEqual([expect.stringMatching(/trusts every IPv4 address/)]);
    expect(loadConfig({ TRUST_PROXY: '0.0.0.0/1,::/1' }).trustProxy).toEqual(['0.0.0.0/1', '::/1']);
  });

  it('bounds requests and database work with timeouts, overridable', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 10_000,
      keepAliveMs: 5_000,
      databaseMs: 5_000,
      databaseWaitMs: 30_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '2500' }).timeouts.requestMs).toBe(2500);
    expect(() => loadConfig({ DATABASE_TIMEOUT_MS: 'soon' })).toThrowError(
      /DATABASE_TIMEOUT_MS: must be a number/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ TMDB_API_KEY: '', PUBLIC_URL: '' }).tmdb.apiKey).toBeUndefined();
  });
});

describe('player sources file', () => {
  const write = (content: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kinora-sources-')), 'sources.json');
    writeFileSync(file, content);
    return file;
  };

  it('loads a valid list', () => {
    const file = write(
      JSON.stringify([
        { name: 'Example', flags: ['adfree'], movieUrl: 'https://player.example/movie/{id}', tvUrl: null },
      ]),
    );
    expect(loadConfig({ PLAYER_SOURCES_FILE: file }).playerSources).toEqual([
      {
        name: 'Example',
        description: '',
        flags: ['adfree'],
        movieUrl: 'https://player.example/movie/{id}',
        tvUrl: null,
      },
    ]);
  });

  it('stops the start with the problem named', () => {
    expect(() => loadConfig({ PLAYER_SOURCES_FILE: write('not json') })).toThrowError(
      /PLAYER_SOURCES_FILE: cannot read/,
    );
    expect(() =>
      loadConfig({
        PLAYER_SOURCES_FILE: write(JSON.stringify([{ name: 'x', movieUrl: 'http://insecure.example/{id}' }])),
      }),
    ).toThrowError(/PLAYER_SOURCES_FILE: 0.movieUrl/);
  });

  it('configures one OpenAI-compatible provider per chat model, each switched on by its key', () => {
    const config = loadConfig({ LLM_DEEPSEEK_API_KEY: 'gsk-1', LLM_GEMINI_MODEL: 'gemini-2.0-flash-001' });
    expect(config.chat.providers['deepseek-r1']).toEqual({
      apiKey: 'gsk-1',
      baseUrl: 'https://api.groq.com/openai/v1',
      model: 'deepseek-r1-distill-llama-70b',
    });
    expect(config.chat.providers['gemini-2.0-flash']).toEqual({
      baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai/',
      model: 'gemini-2.0-flash-001',
    });
    expect(config.chat.limits).toEqual({ hostedPerMinute: 5, hostedPerDay: 100, builtInPerMinute: 30 });
    expect(config.chat.timeoutMs).toBe(20_000);
  });

  it('names the bad LLM setting', () => {
    expect(() => loadConfig({ LLM_LLAMA_BASE_URL: 'not a url', LLM_TIMEOUT_MS: '5' })).toThrowError(
      /LLM_LLAMA_BASE_URL: must be a full URL[\s\S]*LLM_TIMEOUT_MS/,
    );
  });
});
