// Offline schema validation of Kubernetes manifests. Core kinds are checked against the Kubernetes OpenAPI schemas
// that the `kubernetes-models` package compiles in, ServiceMonitor against the prometheus-operator CRD schema of
// `@kubernetes-models/prometheus-operator`. No package ships CloudNativePG's CRD, so its Cluster gets a structural
// check of the fields we set. A kind with none of these is an error: nothing passes unchecked.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Where the model class of each API group lives; the module path is `<package>/<apiVersion>/<Kind>`. */
const MODEL_PACKAGES = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

function loadModel(apiVersion, kind) {
  const group = apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
  const pkg = MODEL_PACKAGES[group] ?? 'kubernetes-models';
  try {
    return require(`${pkg}/${apiVersion}/${kind}`)[kind];
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND' || error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return undefined;
    throw error;
  }
}

const QUANTITY = /^[0-9]+(\.[0-9]+)?(m|k|Ki|Mi|Gi|Ti|M|G|T)?$/;

/** The CloudNativePG Cluster fields this repository sets, with the types the operator's CRD gives them. */
function cnpgClusterErrors(resource) {
  const errors = [];
  const spec = resource.spec ?? {};
  if (!Number.isInteger(spec.instances) || spec.instances < 1)
    errors.push('spec.instances must be an integer >= 1');
  if (typeof spec.imageName !== 'string' || !/:[\w.-]+$/.test(spec.imageName)) {
    errors.push('spec.imageName must name an image with a pinned tag');
  }
  if (!QUANTITY.test(spec.storage?.size ?? ''))
    errors.push('spec.storage.size must be a quantity such as 10Gi');
  const initdb = spec.bootstrap?.initdb;
  if (initdb && (typeof initdb.database !== 'string' || typeof initdb.owner !== 'string')) {
    errors.push('spec.bootstrap.initdb needs a database and an owner');
  }
  for (const [kind, value] of Object.entries({ ...spec.resources?.requests, ...spec.resources?.limits })) {
    if (!QUANTITY.test(String(value))) errors.push(`spec.resources: ${kind} "${value}" is not a quantity`);
  }
  return errors;
}

const STRUCTURAL_CHECKS = { 'postgresql.cnpg.io/v1/Cluster': cnpgClusterErrors };

/** Every problem found in one resource, each as "Kind/name: message"; empty when it is valid. */
export function validateResource(resource) {
  const id = `${resource?.kind ?? '?'}/${resource?.metadata?.name ?? '?'}`;
  if (typeof resource?.apiVersion !== 'string' || typeof resource?.kind !== 'string') {
    return [`${id}: apiVersion and kind are required`];
  }
  if (typeof resource.metadata?.name !== 'string') return [`${id}: metadata.name is required`];
  const structural = STRUCTURAL_CHECKS[`${resource.apiVersion}/${resource.kind}`];
  if (structural) return structural(resource).map((message) => `${id}: ${message}`);
  const Model = loadModel(resource.apiVersion, resource.kind);
  if (!Model) return [`${id}: no schema known for ${resource.apiVersion} ${resource.kind}`];
  try {
    new Model(resource).validate();
    return [];
  } catch (error) {
    return [`${id}: ${error.message}`];
  }
}
