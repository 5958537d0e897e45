import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_ROUTES } from '../src/rest/openapi-routes';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

describe.skipIf(skipDatabaseSuite)('the REST reference', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents exactly the routes that exist', () => {
    const documented = new Set(
      DOCUMENTED_ROUTES.map((r) => `${r.method.toUpperCase()} /api/v1${r.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = new Set([...t.app.restRoutes].map((r) => r.replace(/:(\w+)/g, ':$1')));
    // Parameter names may differ between the document and the router; compare shapes.
    const shape = (r: string) => r.replace(/:\w+/g, ':p');
    expect([...registered].map(shape).sort()).toEqual([...documented].map(shape).sort());
  });

  it('serves the OpenAPI document with request schemas from the domain', async () => {
    const reply = await new Agent(t.app).get('/api/v1/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    const signUp = reply.body.paths['/auth/signup'].post;
    expect(signUp.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'username',
      'password',
    ]);
    expect(signUp.security).toEqual([]);
  });

  it('serves a readable reference at /api/docs', async () => {
    const reply = await new Agent(t.app).get('/api/docs');
    expect(reply.headers['content-type']).toContain('text/html');
    expect(String(reply.raw.body)).toContain('/api/v1/search/removehistoryquery');
  });
});
