/** The gallery's public props (spec 001 §2, §3): what the car page hands it from the car's record. */

export interface GalleryImage {
  src: string;
  blurDataUrl?: string;
  alt: string;
}

export interface CarGalleryProps {
  /** Accessible name of the gallery, e.g. "Bilder på Volvo V90 T6 AWD". */
  label: string;
  images: readonly GalleryImage[];
  /** Media the car has besides images (autos-on-show data, spec 001 §3); absent = no such tab. */
  videoUrl?: string;
  /** Exterior 360° frame image URLs in rotation order. */
  exterior360?: readonly string[];
  /** Interior 360° frame image URLs in rotation order. */
  interior360?: readonly string[];
}
