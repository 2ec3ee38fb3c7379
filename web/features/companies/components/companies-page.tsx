import { useQuery } from '@tanstack/react-query';
import { Building2, Plus, SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { SearchInput } from '#web/components/search-input.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { LIST_PAGE_SIZE } from '#web/lib/paging.ts';
import { companyListQueryOptions } from '../api/company-list.ts';
import { CompanyCard } from './company-card.tsx';

/** /companies: searchable, paged grid of the user's client companies (spec 001 §2). */
export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useQuery(companyListQueryOptions({ search, limit: LIST_PAGE_SIZE, offset }));
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setOffset(0);
  }, []);

  return (
    <>
      <PageHeader
        title="Companies"
        description="Manage your client companies and their job openings"
        actions={
          <Link href="/companies/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Add Company
          </Link>
        }
      />
      <div className="pb-6">
        <SearchInput
          label="Search companies"
          placeholder="Search by name, industry or contact email..."
          onSearch={onSearch}
        />
      </div>
      <PagedList
        query={list}
        errorMessage="Failed to load companies. Please try again."
        pagingLabel="Companies pages"
        offset={offset}
        onOffsetChange={setOffset}
        empty={search ? <NoMatches search={search} /> : <NoCompanies />}
      >
        {(companies) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {companies.map((company) => (
              <li key={company.id} className="grid">
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function NoCompanies() {
  return (
    <EmptyState
      icon={Building2}
      title="No companies yet"
      description="Add the companies you recruit for to organise their job openings and applications."
      action={
        <Link href="/companies/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Add Your First Company
        </Link>
      }
    />
  );
}

function NoMatches({ search }: { search: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No companies found"
      description={`No companies match "${search}". Try a different search term.`}
    />
  );
}
