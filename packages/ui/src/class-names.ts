/** Joins the truthy class names; internal helper, not part of the package's exports. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
