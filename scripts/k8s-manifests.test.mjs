// The Kubernetes manifests (infra/k8s): every file and the rendered production overlay validate against the
// Kubernetes schemas offline, and the overlay keeps the promises docs/operations/kubernetes.md makes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { readYamlDocuments, renderKustomization } from './k8s/render.mjs';
import { validateResource } from './k8s/validate.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const BASE = `${ROOT}infra/k8s/base`;
const OVERLAY = `${ROOT}infra/k8s/overlays/production`;
const rendered = renderKustomization(OVERLAY);
const find = (kind) => rendered.find((resource) => resource.kind === kind);
const deployment = find('Deployment');
const container = deployment.spec.template.spec.containers[0];
const dockerfile = readFileSync(`${ROOT}infra/Dockerfile`, 'utf8');

function hasKubectl() {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('Kubernetes manifests', () => {
  it('every base file and the rendered overlay validate against the schemas', () => {
    const files = readdirSync(BASE).filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml');
    const resources = [...files.flatMap((name) => readYamlDocuments(`${BASE}/${name}`)), ...rendered];
    assert.deepEqual(resources.flatMap(validateResource), []);
  });

  it('the validator refuses a wrong type, a missing field and a kind it has no schema for', () => {
    const wrong = structuredClone(deployment);
    wrong.spec.replicas = 'three';
    delete wrong.spec.template.spec.containers[0].name;
    assert.equal(validateResource(wrong).length, 1);
    assert.match(validateResource(wrong)[0], /replicas must be integer/);
    assert.match(validateResource(wrong)[0], /required property name/);
    assert.match(
      validateResource({ apiVersion: 'x.io/v1', kind: 'Y', metadata: { name: 'z' } })[0],
      /no schema/,
    );
    const cluster = structuredClone(find('Cluster'));
    cluster.spec.storage.size = 'lots';
    assert.match(validateResource(cluster)[0], /storage.size/);
  });

  it('the small renderer matches `kubectl kustomize` where kubectl exists', (t) => {
    if (!hasKubectl())
      return t.skip('kubectl is not installed (it comes with the machine image, not a registry)');
    const output = execFileSync('kubectl', ['kustomize', OVERLAY], { encoding: 'utf8' });
    const byId = (list) =>
      Object.fromEntries(list.map((resource) => [`${resource.kind}/${resource.metadata.name}`, resource]));
    assert.deepEqual(byId(rendered), byId(parseAllDocuments(output).map((doc) => doc.toJS())));
  });

  it('runs three API pods from a pinned image, in the production namespace', () => {
    assert.equal(deployment.spec.replicas, 3);
    assert.ok(rendered.every((resource) => resource.metadata.namespace === 'kinora'));
    assert.match(container.image, /^[\w.-]+(\/[\w.-]+)+:\d+\.\d+\.\d+$/);
    assert.equal(find('HorizontalPodAutoscaler').spec.minReplicas, 3);
    assert.equal(find('PodDisruptionBudget').spec.minAvailable, 2);
  });

  it('probes readiness on /readyz and liveness on a route that needs no database', () => {
    assert.equal(container.readinessProbe.httpGet.path, '/readyz');
    assert.equal(container.livenessProbe.httpGet.path, '/api/runtime-config');
    assert.equal(container.startupProbe.httpGet.path, '/api/runtime-config');
  });

  it('runs as the image user, read-only, with requests and limits, on the image port', () => {
    const pod = deployment.spec.template.spec;
    assert.match(dockerfile, new RegExp(`^USER ${pod.securityContext.runAsUser}:`, 'm'));
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    assert.equal(container.securityContext.allowPrivilegeEscalation, false);
    assert.deepEqual(container.securityContext.capabilities.drop, ['ALL']);
    assert.ok(container.resources.requests.cpu && container.resources.requests.memory);
    assert.ok(container.resources.limits.cpu && container.resources.limits.memory);
    assert.match(dockerfile, new RegExp(`^EXPOSE ${container.ports[0].containerPort}$`, 'm'));
    const config = find('ConfigMap').data;
    assert.equal(Number(config.PORT), container.ports[0].containerPort);
    assert.match(dockerfile, new RegExp(`DATA_DIR=${config.DATA_DIR}\\b`));
    const mounts = container.volumeMounts.map((mount) => mount.mountPath);
    assert.ok(mounts.includes(config.DATA_DIR), 'DATA_DIR must be a writable emptyDir');
  });

  it('reads only configuration variables the README documents, and the database URL from CloudNativePG', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    const documented = new Set([...readme.matchAll(/`([A-Z][A-Z0-9_]+)[`=]/g)].map((match) => match[1]));
    // Read by the /metrics route (docs/operations/kubernetes.md), documented with it.
    documented.add('METRICS_TOKEN');
    const names = [...Object.keys(find('ConfigMap').data), ...container.env.map((variable) => variable.name)];
    assert.deepEqual(
      names.filter((name) => !documented.has(name)),
      [],
    );
    const databaseUrl = container.env.find((variable) => variable.name === 'DATABASE_URL');
    assert.equal(databaseUrl.valueFrom.secretKeyRef.name, `${find('Cluster').metadata.name}-app`);
  });

  it('routes the Service, Ingress, ServiceMonitor and NetworkPolicy to the API pods', () => {
    const podLabels = deployment.spec.template.metadata.labels;
    const selects = (selector) => Object.entries(selector).every(([key, value]) => podLabels[key] === value);
    const service = find('Service');
    assert.ok(selects(service.spec.selector));
    assert.ok(selects(find('PodDisruptionBudget').spec.selector.matchLabels));
    assert.ok(selects(find('NetworkPolicy').spec.podSelector.matchLabels));
    assert.equal(service.spec.ports[0].targetPort, container.ports[0].name);
    assert.equal(find('Ingress').spec.rules[0].http.paths[0].backend.service.name, service.metadata.name);
    const monitor = find('ServiceMonitor');
    assert.ok(
      Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => service.metadata.labels[k] === v),
    );
    assert.equal(monitor.spec.endpoints[0].path, '/metrics');
    const token = container.env.find((variable) => variable.name === 'METRICS_TOKEN').valueFrom.secretKeyRef;
    assert.deepEqual(monitor.spec.endpoints[0].authorization.credentials, {
      name: token.name,
      key: token.key,
    });
    assert.equal(find('HorizontalPodAutoscaler').spec.scaleTargetRef.name, deployment.metadata.name);
  });

  it('the renderer refuses a kustomization feature it does not implement', () => {
    assert.throws(() => renderKustomization(`${ROOT}scripts/k8s/fixtures/unsupported`), /not supported/);
  });
});
