/**
 * The one source of variety in the embedded workshop backend's demo data: a stable 32-bit FNV-1a hash of
 * a text, so the same plate, workshop or day always gets the same car, price factor or slots, on every
 * machine and after every restart, without a stored table.
 */
export function demoHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
