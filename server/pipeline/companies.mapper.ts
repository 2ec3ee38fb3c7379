import type { CompanyDto } from '#contracts/companies.ts';
import type { CompanyRow } from './companies.repository.ts';

export function toCompanyDto(row: CompanyRow): CompanyDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    industry: row.industry,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
