import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select.tsx';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input.tsx';

const OPTIONS = [
  { value: 'offer', label: 'Offer' },
  { value: 'hired', label: 'Hired' },
];

/** Renders `ui` as the server would, lets `before` act on the HTML, then hydrates it. */
async function hydrated(ui: React.ReactElement, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  before(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a field used before the app took the page over', () => {
  it('searches for what was typed in the search box', async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    await hydrated(<SearchInput label="Search applications" onSearch={onSearch} />, (container) => {
      const box = container.querySelector('input');
      if (box) box.value = '  lovelace7 ';
    });

    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onSearch).toHaveBeenCalledWith('lovelace7');
  });

  it('filters by what was chosen in a filter', async () => {
    const onChange = vi.fn();
    const ui = (
      <FilterSelect
        id="status"
        label="Status"
        allLabel="All statuses"
        options={OPTIONS}
        value=""
        onChange={onChange}
      />
    );
    await hydrated(ui, (container) => {
      const select = container.querySelector('select');
      if (select) select.value = 'hired';
    });

    expect(onChange).toHaveBeenCalledWith('hired');
  });

  it('changes nothing when the fields were left as they were', async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    await hydrated(
      <>
        <SearchInput label="Search applications" onSearch={onSearch} />
        <FilterSelect
          id="status"
          label="Status"
          allLabel="All statuses"
          options={OPTIONS}
          value="offer"
          onChange={onChange}
        />
      </>,
      () => undefined,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));

    expect(onSearch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
