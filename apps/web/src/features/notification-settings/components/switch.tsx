/** An on/off switch named by the element `labelledBy` points at (the settings page's own switch style). */
export function Switch({
  isOn,
  labelledBy,
  isDisabled,
  onChange,
}: {
  isOn: boolean;
  labelledBy: string;
  isDisabled?: boolean;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-labelledby={labelledBy}
      disabled={isDisabled}
      onClick={() => onChange(!isOn)}
      className={`relative h-7 w-12 shrink-0 rounded-full border border-line transition-colors disabled:opacity-60 ${isOn ? 'bg-accent' : 'bg-raised'}`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-0.5 start-0 size-5.5 rounded-full bg-text transition-transform motion-reduce:transition-none ${isOn ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
      />
    </button>
  );
}
