// spec 000 §2 Login page footer: Contact Us (a modal with technical support phone, email and postal
// address, and the parent company's address), Learn About the product, the parent company, Data
// Privacy Policy.
import { VENDOR } from '@ullage/domain/vendor';
import { InfoDialog } from './info-dialog';

export function LoginFooter() {
  const { support } = VENDOR;
  return (
    <footer className="login-footer">
      <InfoDialog trigger="Contact Us" title="Contact Us">
        <section>
          <h3>Technical support</h3>
          <p>
            Phone: <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</a> ({support.hours})
          </p>
          <p>
            Email: <a href={`mailto:${support.email}`}>{support.email}</a>
          </p>
          <address>
            {support.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
        <section>
          <h3>{VENDOR.parentCompany}</h3>
          <address>
            {VENDOR.parentAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      </InfoDialog>
      <InfoDialog trigger={`Learn About ${VENDOR.productName}`} title={`About ${VENDOR.productName}`}>
        <p>
          {VENDOR.productName} watches the level of every propane, fuel and lubricant tank your customers have, through cellular monitors,
          radio gateways and tank gauges, so your dispatchers deliver when a trip is worth it and before a tank runs dry.
        </p>
        <p>
          See each tank&apos;s level, ullage and days left; get alerts for low levels, unexpected usage and devices that stop reporting;
          email reports on a schedule; and manage sites, users, devices, billing and returns in one place.
        </p>
      </InfoDialog>
      <span className="login-footer-parent">
        {VENDOR.productName} is a product of {VENDOR.parentCompany}
      </span>
      <InfoDialog trigger="Data Privacy Policy" title="Data Privacy Policy">
        <p>
          We keep what the portal needs to work: your user name, a hash of your password (never the password itself), the contact details
          your administrator entered, your settings, and the tank and device data of the folders you can see.
        </p>
        <p>
          Your browser keeps your sign-in only for the open tab (session storage), and in local storage a random device identifier (used to
          recognise a device you asked us to remember), your light or dark choice and the folders you visited last. Log out to remove the
          sign-in; clear your browser data to remove the rest.
        </p>
        <p>
          Our servers log requests without passwords, tokens or codes. Error reports from your browser are kept to find and fix faults. We
          do not sell your data or share it with advertisers. Write to {VENDOR.support.email} to ask what we hold about you or to have it
          corrected or removed.
        </p>
      </InfoDialog>
    </footer>
  );
}
