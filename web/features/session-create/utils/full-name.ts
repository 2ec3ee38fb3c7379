/** Shown when a new candidate's name has no second part (the server needs a last name). */
export const FULL_NAME_MESSAGE = "Please enter the candidate's first and last name";

/**
 * A new candidate's name split at the first space (spec 000 §3): "Ada King Lovelace" gives
 * "Ada" and "King Lovelace". Without a space the last name is empty.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.search(/\s/);
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
