import { PagePlaceholder } from '@/components/page-placeholder';

export default function ContactUsRoute() {
  return (
    <PagePlaceholder
      title="Contact Us"
      description="A form to send us your questions and feedback is coming here."
    />
  );
}
