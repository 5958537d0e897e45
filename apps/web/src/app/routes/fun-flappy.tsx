import { PagePlaceholder } from '@/components/page-placeholder';

export default function FunFlappyRoute() {
  return (
    <PagePlaceholder title="Flappy Kinora" description="A mini game with a leaderboard is coming here." />
  );
}
