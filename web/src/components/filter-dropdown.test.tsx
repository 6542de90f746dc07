// spec 000 §4 Dropdown and §9: the filter takes effect after 300 ms; Escape closes it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterDropdown } from './filter-dropdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items = [
  { key: '1', label: 'North Yard', detail: 'Acme / North' },
  { key: '2', label: 'South Depot', detail: 'Acme / South' },
];

describe('filtering dropdown', () => {
  it('filters 300 ms after typing, chooses with Enter, and closes with Escape', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    render(<FilterDropdown label="Recent folders" trigger="Folders" items={items} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recent folders' }));
    const filter = screen.getByRole('textbox', { name: 'Filter Recent folders' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.change(filter, { target: { value: 'south' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['South DepotAcme / South']);
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(items[1]);
  });

  it('closes on Escape', () => {
    render(<FilterDropdown label="Recent folders" trigger="Folders" items={items} onSelect={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recent folders' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Recent folders' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('takes its name from the text it shows when told where that is; its popup and list are named', () => {
    render(
      <>
        <span id="where">Current Path</span>
        <FilterDropdown
          label="Recent folders"
          triggerLabelledBy="where path"
          trigger={<span id="path">Acme / North</span>}
          items={items}
          onSelect={() => {}}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Current Path Acme / North' }));
    expect(screen.getByRole('dialog', { name: 'Recent folders' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Recent folders' })).toBeTruthy();
  });
});
