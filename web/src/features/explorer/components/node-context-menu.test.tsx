// spec 000 §2, §9: the context menu closes 1 s after the mouse leaves it and 3 s after its target
// changes.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContextMenuState } from './node-context-menu';
import { NodeContextMenu } from './node-context-menu';

const menu: ContextMenuState = {
  key: 'e:3:30',
  target: { kind: 'asset', fuid: 3, uid: 30, typeId: 10, label: 'Tank' },
  entries: [{ kind: 'copy-uid', label: 'Copy UID' }],
  x: 10,
  y: 10,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the explorer context menu', () => {
  it('closes 1 second after the mouse leaves it, not if it comes back', () => {
    const onClose = vi.fn();
    render(<NodeContextMenu menu={menu} selectedKey="f:3" targetPresent onClose={onClose} onChoose={() => {}} />);
    const content = screen.getByRole('menu', { name: 'Actions for Tank' });
    fireEvent.mouseLeave(content);
    act(() => vi.advanceTimersByTime(900));
    fireEvent.mouseEnter(content);
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(content);
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes 3 seconds after its target changes', () => {
    const onClose = vi.fn();
    const { rerender } = render(<NodeContextMenu menu={menu} selectedKey="f:3" targetPresent onClose={onClose} onChoose={() => {}} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    rerender(<NodeContextMenu menu={menu} selectedKey="f:4" targetPresent onClose={onClose} onChoose={() => {}} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the keyboard back to the tree when it closes, not to its invisible anchor', () => {
    const onReturnFocus = vi.fn();
    const props = { selectedKey: 'f:3', targetPresent: true, onClose: () => {}, onChoose: () => {}, onReturnFocus };
    const { rerender } = render(<NodeContextMenu menu={menu} {...props} />);
    expect(onReturnFocus).not.toHaveBeenCalled();
    rerender(<NodeContextMenu menu={null} {...props} />);
    act(() => vi.runOnlyPendingTimers());
    expect(onReturnFocus).toHaveBeenCalledTimes(1);
  });

  it('closes 3 seconds after its row leaves the tree', () => {
    const onClose = vi.fn();
    const { rerender } = render(<NodeContextMenu menu={menu} selectedKey="f:3" targetPresent onClose={onClose} onChoose={() => {}} />);
    rerender(<NodeContextMenu menu={menu} selectedKey="f:3" targetPresent={false} onClose={onClose} onChoose={() => {}} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
