/** A static sample conversation illustrating the AI assistant (decorative: the section's text says it all). */
export function ChatPreview() {
  return (
    <div
      aria-hidden="true"
      className="rounded-2xl border border-line bg-surface p-5 shadow-xl shadow-black/30"
    >
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-accent px-4 py-2 text-sm text-on-accent">
        Something like Interstellar, but a bit lighter?
      </p>
      <p className="mt-3 w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-raised px-4 py-2 text-sm">
        Try The Martian: big science, real stakes, and plenty of humour. Arrival and Contact are great next
        picks.
      </p>
      <div className="mt-4 flex items-center gap-2 rounded-full border border-line bg-ink px-4 py-2 text-sm text-muted">
        Ask for a recommendation...
      </div>
    </div>
  );
}
