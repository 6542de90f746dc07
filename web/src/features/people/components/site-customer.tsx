// The customer behind a tank (issue 14: "a site's contacts (the customer to call, with phone,
// mobile and a delivery/access note) show on its tanks' Information tab"): the contacts of the
// tank's site folder (spec 001 §7 GET Contact/ByFolder/{folder}), phone numbers in their country's
// mask (spec 001 §9) and callable.
import type { ContactDto } from '@ullage/domain/people/contacts-api';
import { useId } from 'react';
import { useContacts } from '../api/get-contacts';
import { applyPhoneMask, phoneFormatOf } from '../utils/phone';
import './site-customer.css';

/** A number as the country writes it, and the tel: address that dials it. */
function phoneOf(number: string, countryId: number): { text: string; href: string } | null {
  if (number.trim() === '') return null;
  const format = phoneFormatOf(countryId);
  const digits = number.replace(/\D/g, '');
  return {
    text: applyPhoneMask(number, format?.phoneMask),
    href: `tel:${format ? `${format.phoneCode}${digits}` : number.replace(/[^\d+]/g, '')}`,
  };
}

function ContactCard({ contact }: { contact: ContactDto }) {
  const c = contact.config;
  const phone = phoneOf(c.phoneNumber, c.countryId);
  const mobile = phoneOf(c.mobileNumber, c.countryId);
  const name = `${c.firstName} ${c.lastName}`.trim() || contact.label;
  return (
    <li className="site-customer-card" aria-label={name}>
      <strong>{name}</strong>
      <dl className="site-customer-facts">
        {phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={phone.href}>{phone.text}</a>
              {c.extension && ` ext. ${c.extension}`}
            </dd>
          </div>
        )}
        {mobile && (
          <div>
            <dt>Mobile</dt>
            <dd>
              <a href={mobile.href}>{mobile.text}</a>
            </dd>
          </div>
        )}
        {c.emailAddress && (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${c.emailAddress}`}>{c.emailAddress}</a>
            </dd>
          </div>
        )}
        {c.note && (
          <div>
            <dt>Delivery note</dt>
            <dd className="site-customer-note">{c.note}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export function SiteCustomer({ folderUid }: { folderUid: number }) {
  const titleId = useId();
  const contacts = useContacts(folderUid);
  return (
    <section aria-labelledby={titleId} className="site-customer">
      <h3 id={titleId} className="section-title">
        Customer
      </h3>
      {contacts.isError && <p className="site-customer-muted">The site's contacts could not be loaded.</p>}
      {contacts.data && contacts.data.length === 0 && <p className="site-customer-muted">No contact is kept for this site.</p>}
      {contacts.data && contacts.data.length > 0 && (
        <ul className="site-customer-list">
          {contacts.data.map((c) => (
            <ContactCard key={c.uid} contact={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
