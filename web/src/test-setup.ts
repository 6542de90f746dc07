import { installSpecErrorMap } from '@ullage/domain/validation';

// jsdom has no ResizeObserver; the resizable explorer pane and the virtualised lists observe
// their size. In tests nothing resizes, so an observer that never reports is faithful enough.
class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= StillResizeObserver as unknown as typeof ResizeObserver;

// As main.tsx does: form messages in the spec's form (ADR 007).
installSpecErrorMap();
