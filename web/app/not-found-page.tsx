import { Link } from 'wouter';
import { PageHeader } from '../components/page-header.tsx';
import { buttonVariants } from '../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="404 Page Not Found" description="There is nothing at this address." />
      <Link href="/sessions" className={buttonVariants({ variant: 'outline' })}>
        Back to Interview Sessions
      </Link>
    </>
  );
}
