import { SegmentedControl } from '@/components/segmented-control';
import { type ContentType, useContentTypeStore } from '@/lib/content-type-store';

const OPTIONS = [
  { value: 'movies', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
] as const satisfies readonly { value: ContentType; label: string }[];

/**
 * The movies / TV switch on the page itself, the same store the navigation's Movies and Tvshow items set: on
 * phones those items sit in the More drawer, and this keeps the choice one tap away.
 */
export function ContentTypeSwitch() {
  const contentType = useContentTypeStore((state) => state.contentType);
  const setContentType = useContentTypeStore((state) => state.setContentType);
  return (
    <SegmentedControl label="Catalogue" options={OPTIONS} value={contentType} onChange={setContentType} />
  );
}
