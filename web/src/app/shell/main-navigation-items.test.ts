import { Permission } from '@ullage/domain/people/permissions';
import { describe, expect, it } from 'vitest';
import { hasSignedInPage } from '../signed-in-routes';
import { visibleNavigation, visibleUserNavigation, type NavFolder } from './main-navigation-items';

const everyPage = () => true;
const company: NavFolder = { uid: 7, label: 'Acme Propane', isOwnAdmin: true, isCompany: true };
const site: NavFolder = { uid: 9, label: 'North Yard', isOwnAdmin: false, isCompany: false };
const root: NavFolder = { uid: 1, label: 'Ullage', isOwnAdmin: true, isCompany: false };

const titles = (folder: NavFolder, permissions: number[] = [], hasPage: (pathname: string) => boolean = everyPage) =>
  visibleNavigation({ permissions: new Set(permissions), folder, hasPage }).map((g) => [g.title, g.items.map((i) => i.label)]);

describe('main navigation visibility (spec 000 §2, §6)', () => {
  it("titles the folder menu with the folder's name and links its items to the folder", () => {
    const groups = visibleNavigation({
      permissions: new Set([Permission.EditCompany, Permission.ManageReportCard]),
      folder: site,
      hasPage: everyPage,
    });
    expect(groups.map((g) => g.title)).toEqual(['Reports', 'Analysis', 'North Yard', 'Help']);
    expect(groups[2]!.items.find((i) => i.label === 'Setup')!.href).toBe('/folder/setup?fuid=9&uid=9');
    expect(groups[3]!.items.find((i) => i.label === 'User Guide')!.href).toBe('/help/user-guide');
  });

  it('gates Report Card on Manage Report Card, Custom Alerts and Devices on Edit Company', () => {
    expect(titles(company)[1]).toEqual(['Analysis', ['Fill Analysis', 'Inventory Analysis', 'Usage Analysis']]);
    expect(titles(company)[2]![1]).not.toContain('Custom Alerts');
    expect(titles(company, [Permission.EditCompany])[2]![1]).toEqual(expect.arrayContaining(['Custom Alerts', 'Devices']));
    expect(titles(company, [Permission.ManageReportCard])[1]![1]).toContain('Report Card');
  });

  it('hides Analysis, Products, Custom Alerts, Devices and Templates for a folder that is its own admin but not a company', () => {
    const atRoot = titles(root, [Permission.EditCompany, Permission.ManageReportCard]);
    expect(atRoot.map(([t]) => t)).toEqual(['Reports', 'Ullage', 'Help']);
    expect(atRoot[1]![1]).toEqual(['Setup', 'Users', 'Schedules', 'Billing']);
  });

  it('hides Templates for folder uid 0', () => {
    expect(titles({ ...site, uid: 0 })[2]![1]).not.toContain('Templates');
    expect(titles(site)[2]![1]).toContain('Templates');
  });

  it('shows only items whose page exists, and no group with nothing in it', () => {
    const onlyHelp = (p: string) => p === '/help/user-guide';
    expect(titles(site, [], onlyHelp)).toEqual([['Help', ['User Guide']]]);
    expect(titles(site, [], () => false)).toEqual([]);
    expect(visibleUserNavigation((p) => p === '/user/setup', 42)).toEqual([{ label: 'Setup', href: '/user/setup?uid=42' }]);
  });

  it('shows the six report pages the route table has, linked to the selected folder', () => {
    const groups = visibleNavigation({ permissions: new Set(), folder: site, hasPage: hasSignedInPage });
    const reports = groups.find((g) => g.key === 'reports')!;
    expect(reports.items).toEqual([
      { label: 'Assets (Tanks)', href: '/report/asset?fuid=9&uid=9' },
      { label: 'Devices (Gateways)', href: '/report/device?fuid=9&uid=9' },
      { label: 'Company or Folder Summary', href: '/report/summary?fuid=9&uid=9' },
      { label: 'Configuration', href: '/report/config?fuid=9&uid=9' },
      { label: 'MapView', href: '/report/map?fuid=9&uid=9' },
      { label: 'Dashboard', href: '/report/dashboard?fuid=9&uid=9' },
      { label: 'Deliveries', href: '/report/deliveries?fuid=9&uid=9' },
    ]);
  });
});
