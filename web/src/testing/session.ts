// A signed-in user's session for unit tests. Shared test data lives in testing/ (as in
// bulletproof-react's src/testing) so that feature tests need not import the app layer.
import type { Session } from '@ullage/domain/people/session-api';

export const SESSION: Session = {
  loggedIn: true,
  userUid: 42,
  userName: 'ann.driver',
  roleRank: 3,
  roleId: 7,
  baseFolderUid: 100,
  baseFolder: { uid: 100, label: 'North Region', adminUid: 100, baseFolderUid: 1, isCompany: false, parentUid: 1 },
  permissions: [10, 12],
  unitConfig: { dimensionUnitId: 1, volumeUnitId: 2, weightUnitId: 3, temperatureUnitId: 2 },
  timeZoneConfig: { timeZoneId: 5, observeDst: true },
  userConfig: {
    userName: 'ann.driver',
    roleId: 7,
    roleRank: 3,
    contactUid: null,
    loginMessageId: null,
    orgFolderDefault: 0,
    siteFolderDefault: 0,
    saveLastLocation: true,
    autoHideHierarchy: false,
    showBillingIconsHierarchy: false,
  },
  dataTheme: 'Light',
  branding: {
    key: 'acme',
    companyName: 'Acme Propane',
    theme: 'Blue',
    bannerFolder: 'acme',
    inputTheme: 'light',
    featuredProducts: false,
  },
};
