import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(cleanup);

describe('search box (spec 000 §2, §5)', () => {
  it('takes at most 100 characters', () => {
    render(<SearchBox onSearch={() => {}} />);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).maxLength).toBe(100);
  });

  it("says why a term is refused, in the spec's words, and searches nothing", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' ab ' } });
    fireEvent.submit(box);
    expect(screen.getByRole('alert').textContent).toBe('Search term must be at least three characters in length.');
    fireEvent.change(box, { target: { value: '<b>tank</b>' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(box);
    expect(screen.getByRole('alert').textContent).toBe('Search term contains invalid characters or markup. Please enter only text values.');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches for the trimmed term', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '  Kowalski ' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith('Kowalski');
  });
});
