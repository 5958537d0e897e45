/** Decorative poster tiles, hues spread by the golden angle so neighbours never match; no image requests. */
const TILE_HUES = Array.from({ length: 40 }, (_, index) => Math.round((index * 137.5) % 360));

/** A tilted wall of glowing "posters" behind the hero, purely decorative and fixed in size (no layout shift). */
export function PosterWall() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -inset-x-1/4 -top-1/3 grid rotate-[-8deg] grid-cols-6 gap-3 opacity-60 sm:grid-cols-8 sm:gap-4 lg:grid-cols-10">
        {TILE_HUES.map((hue) => (
          <div
            key={hue}
            className="aspect-[2/3] rounded-lg"
            style={{
              background: `linear-gradient(160deg, hsl(${hue} 65% 45%), hsl(${(hue + 40) % 360} 55% 16%) 75%)`,
            }}
          />
        ))}
      </div>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,var(--color-ink)_20%,transparent_75%)] opacity-80" />
      <div className="absolute inset-0 bg-gradient-to-b from-ink/60 via-ink/70 to-ink" />
    </div>
  );
}
