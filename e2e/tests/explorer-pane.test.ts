// spec 000 §2 Layout: "A resizable, collapsible left pane (default width 300, minimum 275) holding
// the explorer; size and collapsed state are remembered". A wide window's pane (app/shell/wide-frame.tsx,
// docs/decisions/086-largest-route-bytes.md) dragged with the mouse, moved with the separator's keys,
// and shut and opened with the toolbar's button.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/browser';
import { pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const separator = () => page.getByRole('separator', { name: 'Resize the explorer' });
const tree = () => page.getByRole('tree', { name: 'Explorer' });
const paneWidth = async () => (await page.locator('#explorer-pane').boundingBox())?.width ?? 0;

/** Drags the separator by `dx` pixels with the mouse. */
async function drag(dx: number) {
  const box = (await separator().boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe('the explorer pane in a wide window', () => {
  it('is 300 px wide at first, is dragged wider and remembers its width after a reload', async () => {
    await signInAs(page, 'demo-propane');
    await separator().waitFor();
    expect(await paneWidth()).toBe(300);
    expect(await separator().getAttribute('aria-valuenow')).toBe('300');

    await drag(120);
    await expect.poll(paneWidth).toBe(420);
    expect(await separator().getAttribute('aria-valuenow')).toBe('420');
    // Never under its minimum while open.
    await drag(-220);
    await expect.poll(paneWidth).toBe(275);

    await drag(125);
    await expect.poll(paneWidth).toBe(400);
    await page.reload();
    await separator().waitFor();
    await expect.poll(paneWidth).toBe(400);
    await tree().waitFor();
  });

  it('collapses when dragged shut, and opens with the toolbar button at the width it had', async () => {
    await signInAs(page, 'demo-propane');
    await separator().waitFor();
    await drag(-250);
    await expect.poll(paneWidth).toBe(0);
    await tree().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Show explorer' }).click();
    await expect.poll(paneWidth).toBe(300);
    await tree().waitFor();

    await page.getByRole('button', { name: 'Hide explorer' }).click();
    await expect.poll(paneWidth).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Show explorer' }).waitFor();
    expect(await paneWidth()).toBe(0);
  });

  it("moves with the separator's keys: arrows, End, Enter to shut and open", async () => {
    await signInAs(page, 'demo-propane');
    await separator().focus();
    await page.keyboard.press('ArrowRight');
    // 5% of the frame (1400 px) a press.
    await expect.poll(paneWidth).toBe(370);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(paneWidth).toBe(275);
    await page.keyboard.press('End');
    await expect.poll(paneWidth).toBe(1400 - 320);
    await page.keyboard.press('Enter');
    await expect.poll(paneWidth).toBe(0);
    await page.getByRole('button', { name: 'Show explorer' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(paneWidth).toBe(1400 - 320);
    await page.getByRole('button', { name: 'Hide explorer' }).waitFor();
  });
});
