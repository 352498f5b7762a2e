/** `ids` (in their current order) with `id` moved to `position` (clamped to the end of the list). */
export function movedTo(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(position, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Whether `next` names every id of `current` exactly once, and nothing else. */
export function isPermutation(current: readonly number[], next: readonly number[]): boolean {
  if (current.length !== next.length) return false;
  const wanted = new Set(current);
  const seen = new Set<number>();
  for (const id of next) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
