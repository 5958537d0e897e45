import { ContactPage } from '@/features/account/components/contact-page';

export default function ContactUsRoute() {
  return <ContactPage />;
}
