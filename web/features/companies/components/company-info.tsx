import type { CompanyDto } from '#contracts/companies.ts';
import { DateText } from '#web/components/date-text.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { ExternalLink } from '#web/components/external-link.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';

export function CompanyInfo({ company }: { company: CompanyDto }) {
  return (
    <SectionCard title="Company Information">
      <DetailList
        items={[
          {
            label: 'Industry',
            value: company.industry && <Badge variant="secondary">{company.industry}</Badge>,
          },
          {
            label: 'Website',
            value: company.website && <ExternalLink href={company.website}>{company.website}</ExternalLink>,
          },
          {
            label: 'Contact Email',
            value: company.contactEmail && (
              <a href={`mailto:${company.contactEmail}`} className="text-primary hover:underline">
                {company.contactEmail}
              </a>
            ),
          },
          { label: 'Contact Phone', value: company.contactPhone },
          { label: 'Location', value: company.location },
          { label: 'Address', value: company.address },
          { label: 'Description', value: company.description, wide: true },
          { label: 'Added', value: <DateText value={company.createdAt} /> },
          { label: 'Last Updated', value: <DateText value={company.updatedAt} /> },
        ]}
      />
    </SectionCard>
  );
}
