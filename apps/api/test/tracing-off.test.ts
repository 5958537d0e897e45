import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../src/config';
import { type OtlpReceiver, startOtlpReceiver } from './helpers/otlp-receiver';

const run = promisify(execFile);
const probeDir = path.join(import.meta.dirname, 'helpers/otel-probe');

type Load = { file: string; by: string };

/** The OpenTelemetry package a file belongs to (`@opentelemetry/api`). */
const packageOf = (file: string) => /\/node_modules\/(@opentelemetry\/[^/]+)\//.exec(file)?.[1] ?? file;

/** Builds and uses the API in a fresh process and lists the OpenTelemetry files that process loaded. */
async function openTelemetryLoadedBy(endpoint: string | undefined): Promise<Load[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'otel-probe-'));
  const log = path.join(dir, 'loaded.txt');
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--import', './record-loads.mjs', './build-and-ask.ts'],
      {
        cwd: probeDir,
        env: { ...process.env, OTEL_PROBE_LOG: log, OTEL_PROBE_ENDPOINT: endpoint ?? '' },
      },
    );
    // The request reached its route (401: the trending list is for signed-in viewers).
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ status: 401 });
    try {
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [file = '', by = ''] = line.split('\t');
          return { file, by };
        });
    } catch {
      return [];
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('tracing off by default', () => {
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('loads none of the tracing SDK without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const loaded = await openTelemetryLoadedBy(undefined);
    // prom-client asks for the (no-op) API on its own, for exemplars; nothing of ours asks for any of it.
    expect(new Set(loaded.map((l) => packageOf(l.file)))).toEqual(new Set(['@opentelemetry/api']));
    const askers = loaded.filter((l) => !l.by.includes('/node_modules/@opentelemetry/api/'));
    expect(new Set(askers.map((l) => /.*\/node_modules\/([^/]+)\//.exec(l.by)?.[1]))).toEqual(
      new Set(['prom-client']),
    );
  }, 60_000);

  it('loads the SDK once the endpoint is set (the probe sees what it is looking for)', async () => {
    const loaded = new Set((await openTelemetryLoadedBy(receiver.endpoint)).map((l) => packageOf(l.file)));
    expect(loaded).toContain('@opentelemetry/sdk-trace-node');
    expect(loaded).toContain('@opentelemetry/exporter-trace-otlp-http');
  }, 60_000);
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('is off when unset or empty, and refuses what is not a URL with a message', () => {
    expect(testConfig().tracing).toBeUndefined();
    expect(testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
    expect(testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'kinora-api',
    });
    expect(() => testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(ConfigError);
  });
});
