import type { SearchType } from '@kinora/domain';
import { SegmentedControl } from '@/components/segmented-control';

const SEARCH_TYPE_OPTIONS = [
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Show' },
  { value: 'person', label: 'Person' },
] as const satisfies readonly { value: SearchType; label: string }[];

export function SearchTypePicker({
  value,
  onChange,
}: {
  value: SearchType;
  onChange: (type: SearchType) => void;
}) {
  return (
    <SegmentedControl label="Search for" options={SEARCH_TYPE_OPTIONS} value={value} onChange={onChange} />
  );
}
