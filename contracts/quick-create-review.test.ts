import { describe, expect, it } from 'vitest';
import type { ChangeType, QuickCreateItem } from './quick-create.ts';
import {
  acceptAll,
  acceptItem,
  editItem,
  initialReview,
  pendingCount,
  type ReviewState,
  type ReviewStatus,
  resetReview,
  resultingAgenda,
  resultingScorecard,
} from './quick-create-review.ts';

const item = (id: string, change: ChangeType | undefined, extra: Partial<QuickCreateItem> = {}) =>
  ({
    id,
    title: `Title ${id}`,
    content: `new ${id}`,
    original_content: `old ${id}`,
    ...(change ? { change_type: change } : {}),
    duration: 10,
    original_duration: 20,
    children: [],
    ...extra,
  }) satisfies QuickCreateItem;

const stateOf = (id: string, status: ReviewStatus): ReviewState =>
  status === 'edited' ? editItem({}, id, 'typed') : { [id]: { status } };

type Expected = { content: string; duration: number } | 'dropped';
const NEW = { content: 'new x', duration: 10 };
const OLD = { content: 'old x', duration: 20 };
const TYPED = { content: 'typed', duration: 10 };

describe('resulting agenda, every change type in every state', () => {
  const table: [ChangeType | undefined, ReviewStatus, Expected][] = [
    ['KEPT', 'kept', NEW],
    ['KEPT', 'accepted', NEW],
    ['KEPT', 'pending', NEW],
    ['KEPT', 'edited', TYPED],
    [undefined, 'kept', NEW],
    [undefined, 'edited', TYPED],
    ['MODIFIED', 'accepted', NEW],
    ['MODIFIED', 'edited', TYPED],
    ['MODIFIED', 'pending', OLD],
    ['MODIFIED', 'kept', OLD],
    ['ADDED', 'accepted', NEW],
    ['ADDED', 'edited', TYPED],
    ['ADDED', 'pending', 'dropped'],
    ['ADDED', 'kept', 'dropped'],
    ['REMOVED', 'accepted', 'dropped'],
    ['REMOVED', 'pending', OLD],
    ['REMOVED', 'kept', OLD],
    ['REMOVED', 'edited', TYPED],
  ];
  it.each(table)('%s item, %s → %j', (change, status, expected) => {
    const result = resultingAgenda([item('x', change)], stateOf('x', status));
    if (expected === 'dropped') expect(result).toEqual([]);
    else expect(result).toEqual([{ id: 'x', title: 'Title x', ...expected, children: [] }]);
  });

  it('uses the original minutes of an ADDED item only when it has them', () => {
    const added = item('x', 'ADDED', { original_duration: null, original_content: null });
    expect(resultingAgenda([added], acceptItem({}, 'x'))).toEqual([
      { id: 'x', title: 'Title x', content: 'new x', duration: 10, children: [] },
    ]);
    const noMinutes = item('y', 'MODIFIED', { duration: null, original_duration: null });
    expect(resultingAgenda([noMinutes], {})[0]).toEqual({
      id: 'y',
      title: 'Title y',
      content: 'old y',
      children: [],
    });
  });

  it('applies the same rules to children; a dropped parent drops its children', () => {
    const tree = [
      item('a', 'MODIFIED', { children: [item('a1', 'ADDED'), item('a2', 'REMOVED'), item('a3', 'KEPT')] }),
      item('b', 'ADDED', { children: [item('b1', 'KEPT')] }),
    ];
    let state = initialReview('agenda', tree);
    state = acceptItem(state, 'a1');
    const result = resultingAgenda(tree, state);
    expect(result.map((r) => r.id)).toEqual(['a']);
    expect(result[0]?.content).toBe('old a');
    expect(result[0]?.children.map((c) => [c.id, c.content])).toEqual([
      ['a1', 'new a1'],
      ['a2', 'old a2'],
      ['a3', 'new a3'],
    ]);
  });
});

describe('resulting scorecard, every state', () => {
  const table: [string, ReviewStatus, string][] = [
    ['accepted: the original content (as the spec says)', 'accepted', 'old x'],
    ['kept: the original content', 'kept', 'old x'],
    ['edited: the edited text', 'edited', 'typed'],
    ['still pending: empty', 'pending', ''],
  ];
  it.each(table)('%s', (_, status, content) => {
    expect(resultingScorecard([item('x', 'MODIFIED')], stateOf('x', status))).toEqual([
      { id: 'x', title: 'Title x', content, children: [] },
    ]);
  });

  it('includes every item, whatever its change type, and walks the children', () => {
    const tree = [item('s', 'REMOVED', { children: [item('c', 'ADDED', { original_content: null })] })];
    const state = acceptItem(initialReview('scorecard', tree), 'c');
    expect(resultingScorecard(tree, state)).toEqual([
      {
        id: 's',
        title: 'Title s',
        content: '',
        children: [{ id: 'c', title: 'Title c', content: '', children: [] }],
      },
    ]);
  });
});

describe('review states', () => {
  const agenda = [
    item('k', 'KEPT'),
    item('n', undefined),
    item('m', 'MODIFIED', { children: [item('m1', 'ADDED'), item('m2', 'KEPT')] }),
    item('a', 'ADDED'),
    item('r', 'REMOVED'),
  ];

  it('starts KEPT or unlabelled agenda items kept, every other one pending', () => {
    expect(initialReview('agenda', agenda)).toEqual({
      k: { status: 'kept' },
      n: { status: 'kept' },
      m: { status: 'pending' },
      m1: { status: 'pending' },
      m2: { status: 'kept' },
      a: { status: 'pending' },
      r: { status: 'pending' },
    });
  });

  it('starts scorecard items with content pending and empty ones kept, whatever their change type', () => {
    const scorecard = [item('full', 'KEPT'), item('empty', 'ADDED', { content: '  ' })];
    expect(initialReview('scorecard', scorecard)).toEqual({
      full: { status: 'pending' },
      empty: { status: 'kept' },
    });
  });

  it('accept, edit, then Accept All takes only the changed items still pending', () => {
    let state = initialReview('agenda', agenda);
    expect(pendingCount('agenda', agenda, state)).toBe(4);
    state = acceptItem(state, 'm');
    state = editItem(state, 'a', 'my words');
    expect(pendingCount('agenda', agenda, state)).toBe(2);
    const all = acceptAll('agenda', agenda, state);
    expect(all.accepted).toBe(2);
    expect(all.state).toEqual({
      ...state,
      m1: { status: 'accepted' },
      r: { status: 'accepted' },
    });
    expect(pendingCount('agenda', agenda, all.state)).toBe(0);
    expect(resultingAgenda(agenda, all.state).map((i) => [i.id, i.content])).toEqual([
      ['k', 'new k'],
      ['n', 'new n'],
      ['m', 'new m'],
      ['a', 'my words'],
    ]);
  });

  it('reset makes KEPT items accepted and every other item pending, edits forgotten', () => {
    const edited = editItem(acceptItem(initialReview('agenda', agenda), 'm'), 'a', 'mine');
    expect(resetReview('agenda', agenda)).toEqual({
      k: { status: 'accepted' },
      n: { status: 'accepted' },
      m: { status: 'pending' },
      m1: { status: 'pending' },
      m2: { status: 'accepted' },
      a: { status: 'pending' },
      r: { status: 'pending' },
    });
    expect(resultingAgenda(agenda, resetReview('agenda', agenda))).toEqual(
      resultingAgenda(agenda, initialReview('agenda', agenda)),
    );
    expect(resultingAgenda(agenda, edited)).not.toEqual(
      resultingAgenda(agenda, resetReview('agenda', agenda)),
    );
  });

  it('Accept All on the scorecard accepts every item with content', () => {
    const scorecard = [item('a', 'MODIFIED'), item('b', 'KEPT', { content: '' })];
    const { state, accepted } = acceptAll('scorecard', scorecard, initialReview('scorecard', scorecard));
    expect(accepted).toBe(1);
    expect(state).toEqual({ a: { status: 'accepted' }, b: { status: 'kept' } });
  });

  it('never changes the state it is given', () => {
    const state = initialReview('agenda', agenda);
    const copy = structuredClone(state);
    acceptItem(state, 'm');
    editItem(state, 'a', 'x');
    acceptAll('agenda', agenda, state);
    expect(state).toEqual(copy);
  });
});
