// spec 000 §4 Dropdown and §9: the filter takes effect after 300 ms; Escape closes it. The trigger
// is drawn before the popover's code has loaded (docs/decisions/073-first-paint-bytes.md): a press
// on it opens the dropdown once that has come, and the keyboard stays on the trigger.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterDropdown } from './filter-dropdown';

/** The dropdown as a page's first paint has it: its popover's code not loaded yet. */
async function freshDropdown(): Promise<typeof FilterDropdown> {
  vi.resetModules();
  return (await import('./filter-dropdown')).FilterDropdown;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items = [
  { key: '1', label: 'North Yard', detail: 'Acme / North' },
  { key: '2', label: 'South Depot', detail: 'Acme / South' },
];

describe('filtering dropdown', () => {
  it('opens on the first press of its trigger, filters 300 ms after typing, chooses with Enter', async () => {
    const onSelect = vi.fn();
    const Fresh = await freshDropdown();
    render(<Fresh label="Recent folders" trigger="Folders" items={items} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recent folders' }));
    const filter = await screen.findByRole('textbox', { name: 'Filter Recent folders' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    vi.useFakeTimers();
    fireEvent.change(filter, { target: { value: 'south' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['South DepotAcme / South']);
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(items[1]);
  });

  it('closes on Escape', async () => {
    render(<FilterDropdown label="Recent folders" trigger="Folders" items={items} onSelect={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recent folders' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Recent folders' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the keyboard on its trigger when its code arrives', async () => {
    const Fresh = await freshDropdown();
    render(<Fresh label="Recent folders" trigger="Folders" items={items} onSelect={() => {}} />);
    const standIn = screen.getByRole('button', { name: 'Recent folders' });
    act(() => standIn.focus());
    fireEvent.focus(standIn);
    // Once loaded, the trigger is the popover's own, and has the keyboard; nothing opened.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Recent folders' })).not.toBe(standIn));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recent folders' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens when its code arrives while the trigger is still pressed (the press is not lost)', async () => {
    const Fresh = await freshDropdown();
    render(<Fresh label="Recent folders" trigger="Folders" items={items} onSelect={() => {}} />);
    const standIn = screen.getByRole('button', { name: 'Recent folders' });
    fireEvent.pointerDown(standIn);
    // The popover's code arrives before the button is released: the button stays until the click.
    await act(async () => {
      await import('./filter-dropdown-popover');
    });
    expect(screen.getByRole('button', { name: 'Recent folders' })).toBe(standIn);
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole('textbox', { name: 'Filter Recent folders' })).toBeTruthy();
  });

  it('takes its name from the text it shows when told where that is; its popup and list are named', async () => {
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
    expect(await screen.findByRole('dialog', { name: 'Recent folders' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Recent folders' })).toBeTruthy();
  });
});
