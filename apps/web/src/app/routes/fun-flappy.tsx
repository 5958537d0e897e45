import { FlappyPage } from '@/features/game/components/flappy-page';

export default function FunFlappyRoute() {
  return <FlappyPage />;
}
