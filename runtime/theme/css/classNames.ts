/** Joins the class names that apply: `classNames(styles.card, selected && styles.selected, className)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
