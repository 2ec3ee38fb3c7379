/**
 * The Quick Create review (spec 000 §4): the state of every generated item while the recruiter
 * reviews it, and the agenda and scorecard that result. Pure functions over plain data; the
 * step-2 screen keeps a `ReviewState` per list and sends `resultingAgenda` / `resultingScorecard`
 * to `POST /api/sessions/quick-create/save`.
 */
import type {
  ChangeType,
  QuickCreateItem,
  ReviewedAgendaItem,
  ReviewedScorecardItem,
} from './quick-create.ts';

export type ReviewStatus = 'pending' | 'accepted' | 'edited' | 'kept';
export type ItemReview = { status: ReviewStatus; editedText?: string };
/** The review of every item of one list, children included, by item id. */
export type ReviewState = Readonly<Record<string, ItemReview>>;
export type ReviewList = 'agenda' | 'scorecard';

const PENDING: ItemReview = { status: 'pending' };

function forEachItem(items: QuickCreateItem[], visit: (item: QuickCreateItem) => void) {
  for (const item of items) {
    visit(item);
    forEachItem(item.children, visit);
  }
}

/**
 * The change shown for an item. Agenda: its `change_type`, absent meaning KEPT. Scorecard: the
 * spec ignores the change type and labels every item with content MODIFIED, every empty one KEPT.
 */
export function reviewLabel(list: ReviewList, item: QuickCreateItem): ChangeType {
  if (list === 'scorecard') return item.content.trim() ? 'MODIFIED' : 'KEPT';
  return item.change_type ?? 'KEPT';
}

/** Items labelled KEPT start kept; every other item starts pending. */
export function initialReview(list: ReviewList, items: QuickCreateItem[]): ReviewState {
  const state: Record<string, ItemReview> = {};
  forEachItem(items, (item) => {
    state[item.id] = { status: reviewLabel(list, item) === 'KEPT' ? 'kept' : 'pending' };
  });
  return state;
}

export const reviewOf = (state: ReviewState, id: string): ItemReview => state[id] ?? PENDING;

export function acceptItem(state: ReviewState, id: string): ReviewState {
  return { ...state, [id]: { status: 'accepted' } };
}

/** Edit and save: the item's text becomes `text`. */
export function editItem(state: ReviewState, id: string, text: string): ReviewState {
  return { ...state, [id]: { status: 'edited', editedText: text } };
}

/** The `n` of "Accept All (n)": changed items still pending. */
export function pendingCount(list: ReviewList, items: QuickCreateItem[], state: ReviewState): number {
  let n = 0;
  forEachItem(items, (item) => {
    if (reviewLabel(list, item) !== 'KEPT' && reviewOf(state, item.id).status === 'pending') n += 1;
  });
  return n;
}

/** Accepts every pending changed item; `accepted` is how many. */
export function acceptAll(
  list: ReviewList,
  items: QuickCreateItem[],
  state: ReviewState,
): { state: ReviewState; accepted: number } {
  const next: Record<string, ItemReview> = { ...state };
  let accepted = 0;
  forEachItem(items, (item) => {
    if (reviewLabel(list, item) === 'KEPT' || reviewOf(state, item.id).status !== 'pending') return;
    next[item.id] = { status: 'accepted' };
    accepted += 1;
  });
  return { state: next, accepted };
}

/**
 * Reset: items labelled KEPT become accepted (not kept, as they start: the spec says so, and the
 * result is the same, since a KEPT item is included either way) and every other item pending.
 */
export function resetReview(list: ReviewList, items: QuickCreateItem[]): ReviewState {
  const state: Record<string, ItemReview> = {};
  forEachItem(items, (item) => {
    state[item.id] = { status: reviewLabel(list, item) === 'KEPT' ? 'accepted' : 'pending' };
  });
  return state;
}

type Version = { content: string; duration: number | undefined };

const adapted = (item: QuickCreateItem): Version => ({
  content: item.content,
  duration: item.duration ?? item.original_duration ?? undefined,
});
const original = (item: QuickCreateItem): Version => ({
  content: item.original_content ?? '',
  duration: item.original_duration ?? item.duration ?? undefined,
});

/**
 * What one agenda item becomes, or null when it is left out. KEPT: included (with the edited text
 * when edited). MODIFIED: the new version if accepted, the edited text if edited, otherwise the
 * original. ADDED: only if accepted or edited. REMOVED: dropped only if accepted; otherwise it
 * stays, with the edited text when edited, else its original version. An edit changes the text;
 * the minutes of an edited item are the adapted ones.
 */
function agendaVersion(item: QuickCreateItem, review: ItemReview): Version | null {
  const edited = review.status === 'edited' ? { ...adapted(item), content: review.editedText ?? '' } : null;
  switch (item.change_type ?? 'KEPT') {
    case 'KEPT':
      return edited ?? adapted(item);
    case 'MODIFIED':
      return edited ?? (review.status === 'accepted' ? adapted(item) : original(item));
    case 'ADDED':
      return edited ?? (review.status === 'accepted' ? adapted(item) : null);
    case 'REMOVED':
      if (review.status === 'accepted') return null;
      return edited ?? original(item);
  }
}

/** The agenda the session gets. Children follow the same rules; a dropped item drops its children. */
export function resultingAgenda(items: QuickCreateItem[], state: ReviewState): ReviewedAgendaItem[] {
  return items.flatMap((item) => {
    const version = agendaVersion(item, reviewOf(state, item.id));
    if (!version) return [];
    return [
      {
        id: item.id,
        title: item.title,
        content: version.content,
        ...(version.duration ? { duration: version.duration } : {}),
        children: resultingAgenda(item.children, state),
      },
    ];
  });
}

/**
 * The scorecard the session gets, read literally from spec 000 §4, which is odd in two ways:
 * - Every item is included, whatever its change type or state: the spec gives the scorecard no
 *   rule for leaving items out (unlike the agenda).
 * - Accepting does not take the generated `content`: the output is the item's ORIGINAL content
 *   when accepted or kept, the edited text when edited, and empty while still pending. So the
 *   generated text only reaches the session when the recruiter edits (and saves) it.
 */
export function resultingScorecard(items: QuickCreateItem[], state: ReviewState): ReviewedScorecardItem[] {
  return items.map((item) => {
    const review = reviewOf(state, item.id);
    const content =
      review.status === 'edited'
        ? (review.editedText ?? '')
        : review.status === 'pending'
          ? ''
          : (item.original_content ?? '');
    return { id: item.id, title: item.title, content, children: resultingScorecard(item.children, state) };
  });
}
