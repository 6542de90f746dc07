// Products as explorer nodes (issue 19; spec 000 §3 "Entity types in the shell: ... (and Product in
// the tree)"): the company's node has a Products group; a product opens on the Products page,
// marked, with its editor for a user who may edit products.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs, treeItem } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

let company: number;
let products: { uid: number; label: string }[];

beforeAll(async () => {
  const token = await demoToken('demo-propane');
  company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  products = (await api<{ products: { items: { uid: number; label: string }[] } }>(`Navigation/Node/${company}`, { token })).products.items;
});

describe('products in the explorer', () => {
  it('lists the company products as a group and opens one on the Products page', async () => {
    await signInAs(page, 'demo-propane');
    const tree = page.getByRole('tree', { name: 'Explorer' });
    const group = tree.getByRole('treeitem', { name: `Products, ${products.length}`, exact: true });
    await group.waitFor();
    // The group opens the folder's Products page.
    await group.click();
    await page.waitForURL((u) => new URL(u).pathname === '/folder/products');
    await page.getByRole('table', { name: 'Products' }).waitFor();
    await group.press('ArrowRight');
    const first = products[0]!;
    const node = treeItem(tree, first.label);
    await node.click();
    await page.waitForURL((u) => new URL(u).pathname === '/folder/products' && new URL(u).searchParams.get('uid') === String(first.uid));
    // The administrator may edit products: the product's editor opens.
    await page.getByRole('dialog', { name: first.label }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('table', { name: 'Products' }).locator('tr[aria-current="true"]').filter({ hasText: first.label }).waitFor();
    expect(await treeItem(tree, first.label, { selected: true }).count()).toBe(1);
  });
});
