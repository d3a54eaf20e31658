/**
 * A stable 32-bit FNV-1a hash of a text: the one source of variety in the embedded services' demo data
 * (the workshop backend's cars, prices and slots) and the seed's stock, so the same plate, workshop, day or
 * index name always gets the same answer, on every machine and after every restart, without a stored table.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
