import type { VenueSeed } from './types.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A venue footer as an operator would write it: opening hours, contact details and a link. */
export function venueFooterHtml(venue: VenueSeed, website: string): string {
  const { weekdays, weekends } = venue.hours;
  const address = [venue.addressLine1, venue.addressLine2, venue.town, venue.postcode]
    .filter(Boolean)
    .join(', ');
  const contact = [escapeHtml(address)];
  if (venue.phone)
    contact.push(`<a href="tel:${venue.phone.replaceAll(' ', '')}">${escapeHtml(venue.phone)}</a>`);
  if (venue.email) contact.push(`<a href="mailto:${venue.email}">${escapeHtml(venue.email)}</a>`);
  return [
    '<h4>Opening hours</h4>',
    `<p>Monday to Friday: ${weekdays[0]}&ndash;${weekdays[1]}<br>`,
    `Saturday and Sunday: ${weekends[0]}&ndash;${weekends[1]}<br>`,
    '<em>Last entry 30 minutes before closing. Bank holiday hours may differ.</em></p>',
    '<h4>Contact us</h4>',
    `<p>${contact.join('<br>')}</p>`,
    `<p><a href="${website}/venues/${venue.slug}" target="_blank" rel="noopener noreferrer">`,
    'Parking, accessibility and facilities</a></p>',
  ].join('');
}
