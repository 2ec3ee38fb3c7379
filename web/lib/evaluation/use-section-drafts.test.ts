import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import { useSectionDrafts } from './use-section-drafts.ts';

const section = (id: string, content: string, children: EvaluationSection[] = []): EvaluationSection => ({
  id,
  title: id,
  content,
  guidance: '',
  evidence: [],
  editedByUser: false,
  children,
});

const tree = (overview: string, depth: string) => [
  section('overview', overview),
  section('technical', '', [section('depth', depth)]),
];

function renderDrafts(sections = tree('Clear answers', 'Knows indexes')) {
  return renderHook(({ sections }) => useSectionDrafts(sections), { initialProps: { sections } });
}

describe('section drafts', () => {
  it('counts only drafts that differ from the loaded text, nested sections included', () => {
    const { result } = renderDrafts();
    const [overview] = tree('Clear answers', 'Knows indexes');

    act(() => result.current.edit('depth', 'Knows indexes and locks'));
    act(() => result.current.edit('overview', 'Clear answers!'));
    act(() => result.current.edit('overview', 'Clear answers'));

    expect(result.current.changes).toEqual([{ id: 'depth', content: 'Knows indexes and locks' }]);
    expect(result.current.dirty).toBe(true);
    expect(result.current.isChanged('depth')).toBe(true);
    expect(result.current.isChanged('overview')).toBe(false);
    expect(overview && result.current.valueOf(overview)).toBe('Clear answers');
  });

  it('ignores a draft for a section the evaluation no longer has', () => {
    const { result } = renderDrafts();

    act(() => result.current.edit('gone', 'Text'));

    expect(result.current.changes).toEqual([]);
    expect(result.current.dirty).toBe(false);
  });

  it('shows newly loaded text in untouched sections but keeps a draft being edited', () => {
    const { result, rerender } = renderDrafts();
    act(() => result.current.edit('overview', 'My own words'));

    const next = tree('Assistant draft', 'Explained B-trees');
    rerender({ sections: next });

    const [overview, technical] = next;
    expect(overview && result.current.valueOf(overview)).toBe('My own words');
    expect(technical?.children[0] && result.current.valueOf(technical.children[0])).toBe('Explained B-trees');
    expect(result.current.changes).toEqual([{ id: 'overview', content: 'My own words' }]);
  });

  it('lets saved drafts go once the save is loaded, but not one typed on meanwhile', () => {
    const { result, rerender } = renderDrafts();
    act(() => result.current.edit('overview', 'Concise'));
    act(() => result.current.edit('depth', 'Locks'));
    const saved = result.current.changes;
    act(() => result.current.edit('depth', 'Locks and MVCC'));

    rerender({ sections: tree('Concise', 'Locks') });
    act(() => result.current.settle(saved));

    expect(result.current.changes).toEqual([{ id: 'depth', content: 'Locks and MVCC' }]);
    // The saved section follows what is loaded from now on.
    const later = tree('Edited elsewhere', 'Locks');
    rerender({ sections: later });
    expect(later[0] && result.current.valueOf(later[0])).toBe('Edited elsewhere');
  });

  it('also lets go of drafts typed back to the loaded text', () => {
    const { result, rerender } = renderDrafts();
    act(() => result.current.edit('overview', 'Clear answers'));
    act(() => result.current.edit('depth', 'Partitioning'));

    act(() => result.current.settle(result.current.changes));
    const later = tree('Refined by the assistant', 'Partitioning');
    rerender({ sections: later });

    expect(later[0] && result.current.valueOf(later[0])).toBe('Refined by the assistant');
  });
});
