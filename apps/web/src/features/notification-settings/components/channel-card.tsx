import type { ChannelStatus } from '@kinora/domain';
import { type ReactNode, useId } from 'react';
import { ChannelStatusLine } from './channel-status';
import { Switch } from './switch';

/** One channel: its name and what it does, its switch, what else it needs, and how its deliveries went. */
export function ChannelCard({
  title,
  description,
  isOn,
  isDisabled,
  onToggle,
  status,
  children,
}: {
  title: string;
  description: string;
  isOn: boolean;
  isDisabled?: boolean;
  onToggle: (isOn: boolean) => void;
  status: ChannelStatus;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-3 border-t border-line pt-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={id} className="font-medium">
            {title}
          </p>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <Switch isOn={isOn} labelledBy={id} isDisabled={isDisabled} onChange={onToggle} />
      </div>
      {children}
      <ChannelStatusLine status={status} />
    </div>
  );
}
