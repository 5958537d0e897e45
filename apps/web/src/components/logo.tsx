interface LogoProps {
  className?: string;
  /** Only the mark, for tight spots such as the collapsed mobile header. */
  isMarkOnly?: boolean;
}

/**
 * Kinora's logo: a gold screen frame with a play mark, then the wordmark. `textLength` pins the wordmark's width
 * whatever the system font, so the logo never changes size between platforms; it reads left to right in every
 * language.
 */
export function Logo({ className, isMarkOnly = false }: LogoProps) {
  return (
    <svg
      className={className}
      viewBox={isMarkOnly ? '0 0 36 36' : '0 0 152 36'}
      role="img"
      aria-label="Kinora"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect
        x="2"
        y="2"
        width="32"
        height="32"
        rx="8"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="3"
      />
      <path d="M14 10.5v15l12-7.5z" fill="var(--color-accent)" />
      {!isMarkOnly && (
        <text
          x="46"
          y="27"
          fill="currentColor"
          fontSize="27"
          fontWeight="800"
          letterSpacing="0.5"
          textLength="104"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="var(--font-sans)"
          // A name, not a sentence: drawn left to right from x on a right-to-left page too, or it runs off the mark.
          direction="ltr"
        >
          Kinora
        </text>
      )}
    </svg>
  );
}
