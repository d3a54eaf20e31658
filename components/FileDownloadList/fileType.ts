/** The file type shown next to a file, from its URL's extension: `/-/media/prislista.pdf?v=2` → `PDF`. */
export function fileType(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1];
  return extension ? extension.toUpperCase() : '';
}
