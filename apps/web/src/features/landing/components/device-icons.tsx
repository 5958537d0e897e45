/** The four screens of the 'Watch everywhere' section, as one-path outline icons. */
const DEVICES = [
  { name: 'Phone', path: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2' },
  { name: 'Tablet', path: 'M5 2h14a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm6 17h2' },
  { name: 'Laptop', path: 'M5 4h14a1 1 0 0 1 1 1v10H4V5a1 1 0 0 1 1-1zM2 18h20l-1 2H3z' },
  { name: 'TV', path: 'M3 5h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm5 16h8' },
] as const;

export function DeviceIcons() {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {DEVICES.map((device) => (
        <li
          key={device.name}
          className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-4 py-6 text-sm font-medium"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-10 text-accent"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d={device.path} />
          </svg>
          {device.name}
        </li>
      ))}
    </ul>
  );
}
