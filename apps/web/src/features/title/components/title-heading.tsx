import { IMAGE_SIZES, type TitleLogo } from '@kinora/domain';
import { useState } from 'react';
import { useImageUrl } from '@/lib/images';

interface TitleHeadingProps {
  title: string;
  /** The catalogue's logo in the viewer's language or English; none (null, or absent on older answers): the text. */
  logo: TitleLogo | null | undefined;
}

/**
 * The page's <h1>: the title's logo when it has one, else the title as text. The logo is the heading's content with
 * the title as its alt text, so screen readers hear the title once, and a logo that fails to load gives way to the
 * text. Its height is fixed and its width follows from its own width and height, so nothing moves as it loads.
 */
export function TitleHeading({ title, logo }: TitleHeadingProps) {
  const url = useImageUrl()(logo?.file_path, IMAGE_SIZES.THUMBNAIL);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showsLogo = logo && url && failedUrl !== url;
  return (
    <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
      {showsLogo ? (
        <img
          src={url}
          alt={title}
          width={logo.width}
          height={logo.height}
          decoding="async"
          fetchPriority="high"
          // A dark logo stays readable over the backdrop; a wide one shrinks inside the box, from its start.
          className="h-20 w-auto max-w-full object-contain object-left drop-shadow-lg sm:h-24 lg:h-28 rtl:object-right"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        title
      )}
    </h1>
  );
}
