import { PagePlaceholder } from '@/components/page-placeholder';

export default function FunAdultRoute() {
  return (
    <PagePlaceholder
      title="Adult Content"
      description="Adult links, shown only when your adult-content preference is on, are coming here."
    />
  );
}
