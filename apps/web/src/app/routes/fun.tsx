import { FunPage } from '@/features/fun/components/fun-page';

export default function FunRoute() {
  return <FunPage />;
}
