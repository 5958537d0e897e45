export {
  type HeapProbe,
  measureDemoCreation,
  measureDemoSearch,
  measureDemoSearchIndex,
  type SearchIndexCost,
  type SearchTimings,
} from './bench';
export { createDemoCatalogue, DEFAULT_DEMO_SEED, type DemoCatalogueOptions } from './demo-catalogue';
export { type DemoImageFormat, demoImagePath, parseDemoImagePath } from './image-paths';
export { DEMO_COUNTS, ID_BASE as DEMO_ID_BASE } from './layout';
export { type DemoImage, type DemoImageSize, renderDemoImage } from './render-image';
