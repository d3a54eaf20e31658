/**
 * Texts the runtime shows itself, with the defaults the spec gives (Swedish, 000 §8). A market's
 * dictionary overrides any of them by key.
 */
export const DEFAULT_TEXTS = {
  sectionErrorHeading: 'Aj då',
  sectionErrorText: 'Här skulle det ha visats en sektion, men något gick fel när den skulle laddas.',
  sectionErrorPrompt: 'Prova ladda om sidan',
  sectionErrorReload: 'Ladda om',
  unknownComponent: 'Okänd komponent',
  unrenderedPlaceholder: 'Platshållare som sidlayouten inte visar',
  emptyPlaceholder: 'Tom platshållare',
  notFoundHeading: 'Sidan kunde inte hittas',
  notFoundText: 'Sidan du letar efter finns inte längre eller har flyttats.',
  notFoundHomeLink: 'Till startsidan',
  serverErrorHeading: 'Något gick fel',
  serverErrorText: 'Sidan kunde inte visas just nu. Försök igen om en stund.',
  scrollToTop: 'Till toppen',
} as const;
