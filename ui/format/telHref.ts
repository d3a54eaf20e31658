/**
 * A phone number as a `tel:` link dials it: digits and a leading plus only. Apart from the components that
 * show phone links, so one styled by CSS modules does not bring MUI in with it.
 */
export const telHref = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)[^0-9]/g, '')}`;
