import type { ReactNode } from 'react';

interface OutlineIconProps {
  /** Size and colour classes; the icon draws in the text colour. */
  className?: string;
  strokeWidth?: number;
  /** 24x24 unless the drawing says otherwise. */
  viewBox?: string;
  /** The drawing: paths, circles, rects. */
  children: ReactNode;
}

/** A decorative outline icon: hidden from screen readers, which read the control's own label instead. */
export function OutlineIcon({
  className = 'size-5',
  strokeWidth = 2,
  viewBox = '0 0 24 24',
  children,
}: OutlineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
