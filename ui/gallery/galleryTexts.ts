/**
 * The car gallery's dictionary keys with their Swedish defaults (spec 001 §2 names the media tabs, not the
 * wording); each market's dictionary translates them.
 */
import { defineTexts } from '../../runtime';

export const GALLERY_TEXTS = {
  galleryPrevious: 'Föregående bild',
  galleryNext: 'Nästa bild',
  galleryPosition: '{{current}} / {{total}}',
  galleryThumbnails: 'Miniatyrbilder',
  galleryShowImage: 'Visa bild {{number}} av {{total}}',
  galleryFullscreen: 'Visa i helskärm',
  galleryClose: 'Stäng helskärmsläget',
  galleryMediaTabs: 'Välj bilder, video eller 360°-vy',
  galleryTabImages: 'Bilder',
  galleryTabVideo: 'Video',
  galleryTabInterior: 'Interiör 360°',
  galleryTabExterior: 'Exteriör 360°',
  galleryVideoPlay: 'Spela upp videon',
  gallerySpinPause: 'Pausa rotationen',
  gallerySpinLeft: 'Vrid bilen åt vänster',
  gallerySpinRight: 'Vrid bilen åt höger',
  gallerySpinHint: 'Dra i bilden för att vrida bilen',
} as const;

export const useGalleryText = defineTexts(GALLERY_TEXTS);
