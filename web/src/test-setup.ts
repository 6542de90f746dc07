import { configure } from '@testing-library/react';
// jsdom has no ResizeObserver; the resizable explorer pane and the virtualised lists observe
// their size. In tests nothing resizes, so an observer that never reports is faithful enough.
class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= StillResizeObserver as unknown as typeof ResizeObserver;

// findBy*/waitFor wait up to 3 s (Testing Library's default is 1 s): a signed-in screen is a lazy
// route (its chunk, with the tooltip provider, loads on first use; ADR 042), and on a loaded
// two-core machine transforming it for jsdom alone took longer than a second.
configure({ asyncUtilTimeout: 3000 });

// Screens load lazily (route chunks, AG Grid); on a busy two-core machine running test files side
// by side the first load can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 4_000 });
