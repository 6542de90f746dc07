// spec 000 §2 Login page footer: "Contact Us is a modal with technical support phone, email and
// postal address, and the parent company's address (values not given here)". The values are the
// deployment's; these are the vendor's own, in the reserved 555-01xx and .example ranges, in one
// place to replace (docs/decisions/015-login-page.md).
export const VENDOR = {
  productName: 'Ullage',
  parentCompany: 'Ullage Monitoring, Inc.',
  support: {
    phone: '1-800-555-0199',
    hours: 'Monday to Friday, 7 AM to 6 PM Central',
    email: 'support@ullage.example',
    address: ['Ullage Technical Support', '1200 Tank Farm Road, Suite 300', 'Madison, WI 53703'],
  },
  parentAddress: ['Ullage Monitoring, Inc.', '500 Commerce Drive', 'Milwaukee, WI 53202'],
} as const;
