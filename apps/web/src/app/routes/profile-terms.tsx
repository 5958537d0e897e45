import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProfileTermsRoute() {
  return (
    <PagePlaceholder
      title="Terms and Information"
      description="How Kinora streams from third parties, with security tips and a feedback link, is coming here."
    />
  );
}
