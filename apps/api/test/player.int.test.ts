import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

describe.skipIf(skipDatabaseSuite)('configured player sources', () => {
  let withSources: TestApp;
  beforeAll(async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kinora-sources-')), 'sources.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          name: 'Example',
          description: 'Operator source',
          flags: ['Brave recommended'],
          movieUrl: 'https://player.example/embed/movie/{id}',
          tvUrl: 'https://player.example/embed/tv/{id}/{season}/{episode}',
        },
      ]),
    );
    withSources = await createTestApp({ PLAYER_SOURCES_FILE: file });
  });
  afterAll(async () => {
    await withSources?.close();
  });

  it('lists them to signed-in viewers and lets the page frame their host', async () => {
    const agent = await new Agent(withSources.app).prime();
    expect((await agent.query('player.sources')).status).toBe(401);
    await agent.post('/api/v1/auth/signup', {
      email: 'p@example.com',
      username: 'playerfan',
      password: 'long enough pass',
    });
    const sources = (await agent.query('player.sources')).data;
    expect(sources).toEqual([expect.objectContaining({ name: 'Example', flags: ['Brave recommended'] })]);
    const csp = (await agent.get('/cronjob/run')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.example/);
  });
});
