import { useLocation } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCreateCompany } from '../api/use-create-company.ts';
import { CompanyForm } from './company-form.tsx';

/** /companies/new: after creation the user lands on the new company's page. */
export function NewCompanyPage() {
  const create = useCreateCompany();
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="Add Company" description="Add a client company you recruit for." />
      <Card className="max-w-3xl">
        <CardContent>
          <CompanyForm
            submitLabel="Create Company"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => navigate('/companies')}
          />
        </CardContent>
      </Card>
    </>
  );
}
