// A small kustomize renderer for the features infra/k8s uses: resources (files and bases), namespace, labels
// (metadata only), images and inline JSON 6902 patches. The real tool is `kubectl kustomize`; it ships with the
// machine image but cannot be installed from the registries CI reaches, so the tests render with this and, where
// kubectl exists, check that both agree. Anything else in a kustomization is refused rather than half-done.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const SUPPORTED_KEYS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'patches',
]);

/** Kinds kustomize leaves without a namespace (the cluster-scoped ones a deployment might carry). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
]);

/** Parses every document of a YAML file, failing on the first syntax error with the file's name. */
export function readYamlDocuments(file) {
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
    const value = doc.toJS();
    return value == null ? [] : [value];
  });
}

/** The resources a kustomization directory renders to, in the order its files list them. */
export function renderKustomization(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8'));
  for (const key of Object.keys(kustomization)) {
    if (!SUPPORTED_KEYS.has(key)) {
      throw new Error(
        `${file}: "${key}" is not supported by scripts/k8s/render.mjs; extend it or drop the field`,
      );
    }
  }
  const resources = (kustomization.resources ?? []).flatMap((entry) => {
    const target = path.join(dir, entry);
    return statSync(target).isDirectory() ? renderKustomization(target) : readYamlDocuments(target);
  });
  for (const patch of kustomization.patches ?? []) applyPatch(resources, patch, file);
  for (const resource of resources) {
    resource.metadata ??= {};
    if (kustomization.namespace && !CLUSTER_SCOPED.has(resource.kind)) {
      resource.metadata.namespace = kustomization.namespace;
    }
    for (const entry of kustomization.labels ?? []) {
      if (entry.includeSelectors || entry.includeTemplates) {
        throw new Error(`${file}: labels with includeSelectors/includeTemplates are not supported`);
      }
      resource.metadata.labels = { ...resource.metadata.labels, ...entry.pairs };
    }
    for (const image of kustomization.images ?? []) setImage(resource, image);
  }
  return resources;
}

function applyPatch(resources, { target, patch, path: patchFile }, file) {
  if (patchFile || !target || typeof patch !== 'string') {
    throw new Error(`${file}: only inline JSON 6902 patches with a target are supported`);
  }
  const operations = parse(patch);
  if (!Array.isArray(operations)) throw new Error(`${file}: a patch must be a list of JSON 6902 operations`);
  const matches = resources.filter(
    (resource) =>
      (!target.kind || resource.kind === target.kind) &&
      (!target.name || resource.metadata?.name === target.name) &&
      (!target.group || groupOf(resource.apiVersion) === target.group),
  );
  if (matches.length === 0)
    throw new Error(`${file}: a patch targets ${JSON.stringify(target)}, which no resource is`);
  for (const resource of matches)
    for (const operation of operations) applyOperation(resource, operation, file);
}

function groupOf(apiVersion) {
  return apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
}

function applyOperation(resource, { op, path: pointer, value }, file) {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop();
  let parent = resource;
  for (const key of keys) {
    parent = parent?.[key];
    if (parent === undefined) throw new Error(`${file}: ${op} ${pointer}: no such path`);
  }
  const index = Array.isArray(parent) ? (last === '-' ? parent.length : Number(last)) : last;
  if (op === 'add' && Array.isArray(parent)) parent.splice(index, 0, value);
  else if (op === 'add') parent[index] = value;
  else if (!(index in parent)) throw new Error(`${file}: ${op} ${pointer}: no such path`);
  else if (op === 'replace') parent[index] = value;
  else if (op === 'remove' && Array.isArray(parent)) parent.splice(index, 1);
  else if (op === 'remove') delete parent[index];
  else throw new Error(`${file}: the JSON 6902 operation "${op}" is not supported`);
}

/** kustomize's `images`: every container whose image is `name` (with or without a tag) gets the new name and tag. */
function setImage(resource, { name, newName, newTag, digest }) {
  const podSpec = resource.spec?.template?.spec ?? resource.spec?.jobTemplate?.spec?.template?.spec;
  for (const container of [...(podSpec?.containers ?? []), ...(podSpec?.initContainers ?? [])]) {
    const [current] = container.image.split(/[@:](?=[^/]*$)/);
    if (current !== name) continue;
    const suffix = digest ? `@${digest}` : newTag ? `:${newTag}` : '';
    container.image = `${newName ?? current}${suffix}`;
  }
}
