import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { DetailPageShell } from '#web/components/detail-page-shell.tsx';
import { companyQueryOptions } from '../api/company-detail.ts';
import { useUpdateCompany } from '../api/use-update-company.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyInfo } from './company-info.tsx';
import { CompanyJobOpenings } from './company-job-openings.tsx';
import { CompanySidebar } from './company-sidebar.tsx';

/** /companies/:id and /companies/:id/edit: the same screen, the latter opened in edit mode. */
export function CompanyDetailPage() {
  const { id = '' } = useParams();
  const record = useQuery(companyQueryOptions(id));
  const update = useUpdateCompany(id);
  return (
    <DetailPageShell
      id={id}
      record={record}
      save={update}
      listPath="/companies"
      listLabel="Companies"
      noun="Company"
      notFoundMessage="Company not found or failed to load."
      heading={(company) => ({
        title: company.name,
        description: company.industry ?? 'Company details',
        editingDescription: company.name,
      })}
      formTitle="Company Information"
      form={(company, props) => <CompanyForm company={company} {...props} />}
      view={(company) => <CompanyInfo company={company} />}
      related={<CompanyJobOpenings companyId={id} />}
      sidebar={(_, { editing, startEditing }) => (
        <CompanySidebar companyId={id} editing={editing} onEdit={startEditing} />
      )}
    />
  );
}
