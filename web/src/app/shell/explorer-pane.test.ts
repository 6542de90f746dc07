import { PANE_WIDTH_MIN } from '@ullage/domain/constants';
import { describe, expect, it } from 'vitest';
import { drawnPaneWidth, MAIN_WIDTH_MIN, paneAfterKey, paneWidthMax, resizePane } from './explorer-pane';

const open = { width: 300, collapsed: false };
const FRAME = 1400;

describe('the explorer pane (spec 000 §2 Layout)', () => {
  it('is drawn at its width, leaving the main column its minimum', () => {
    expect(drawnPaneWidth(open, FRAME)).toBe(300);
    expect(drawnPaneWidth({ width: 1300, collapsed: false }, FRAME)).toBe(FRAME - MAIN_WIDTH_MIN);
    expect(drawnPaneWidth({ width: 300, collapsed: true }, FRAME)).toBe(0);
    // Before the frame is measured, and in a frame too narrow for both, the pane keeps its minimum.
    expect(paneWidthMax(0)).toBe(Number.POSITIVE_INFINITY);
    expect(paneWidthMax(500)).toBe(PANE_WIDTH_MIN);
  });

  it('is dragged within its minimum and the frame, and collapses past half its minimum', () => {
    expect(resizePane(open, 420.4, FRAME)).toEqual({ width: 420, collapsed: false });
    expect(resizePane(open, 200, FRAME)).toEqual({ width: PANE_WIDTH_MIN, collapsed: false });
    expect(resizePane(open, PANE_WIDTH_MIN / 2 - 1, FRAME)).toEqual({ width: 300, collapsed: true });
    expect(resizePane(open, 5000, FRAME)).toEqual({ width: FRAME - MAIN_WIDTH_MIN, collapsed: false });
  });

  it("answers the separator's keys", () => {
    expect(paneAfterKey(open, 'ArrowRight', FRAME)).toEqual({ width: 370, collapsed: false });
    expect(paneAfterKey(open, 'ArrowLeft', FRAME)).toEqual({ width: PANE_WIDTH_MIN, collapsed: false });
    expect(paneAfterKey({ width: PANE_WIDTH_MIN, collapsed: false }, 'ArrowLeft', FRAME)).toEqual({
      width: PANE_WIDTH_MIN,
      collapsed: true,
    });
    expect(paneAfterKey({ width: 400, collapsed: true }, 'ArrowRight', FRAME)).toEqual({ width: PANE_WIDTH_MIN, collapsed: false });
    expect(paneAfterKey(open, 'Home', FRAME)).toEqual({ width: 300, collapsed: true });
    expect(paneAfterKey(open, 'End', FRAME)).toEqual({ width: FRAME - MAIN_WIDTH_MIN, collapsed: false });
    expect(paneAfterKey(open, 'Enter', FRAME)).toEqual({ width: 300, collapsed: true });
    expect(paneAfterKey({ width: 300, collapsed: true }, 'Enter', FRAME)).toEqual(open);
    expect(paneAfterKey(open, 'a', FRAME)).toBeUndefined();
  });
});
