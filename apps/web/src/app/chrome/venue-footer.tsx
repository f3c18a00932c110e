import { useQuery } from '@tanstack/react-query';
import { footerQuery } from '../../lib/queries.ts';

/** The venue's footer: HTML the server has already sanitised with an allow-list. */
export function VenueFooter({ venueSlug }: { venueSlug: string | null }) {
  const { data } = useQuery(footerQuery(venueSlug));
  if (!data?.html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the footer HTML (allow-list).
  return <footer className="venue-footer" dangerouslySetInnerHTML={{ __html: data.html }} />;
}
