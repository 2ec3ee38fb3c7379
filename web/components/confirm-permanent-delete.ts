/**
 * The browser confirmation that guards deleting scorecards, agendas, interview templates and
 * sample feedbacks (spec 001 §8). True when the user accepts.
 */
export function confirmPermanentDelete(): boolean {
  return window.confirm('This action cannot be undone.');
}
