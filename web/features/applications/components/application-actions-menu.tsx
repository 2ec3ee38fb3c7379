import { Briefcase, Eye, MoreHorizontal, Pencil, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ApplicationListItem } from '#contracts/applications.ts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { useDeleteApplication } from '../api/use-delete-application.ts';
import { applicationLabel } from '../utils/application-label.ts';

/** The per-application menu: view, edit, view candidate or job, and delete after a confirmation. */
export function ApplicationActionsMenu({ application }: { application: ApplicationListItem }) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteApplication();
  const label = applicationLabel(application);

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${label}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuItem onSelect={() => navigate(`/applications/${application.id}`)}>
            <Eye aria-hidden="true" />
            View Details
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(`/applications/${application.id}/edit`)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(`/candidates/${application.candidateId}`)}>
            <User aria-hidden="true" />
            View Candidate
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(`/jobs/${application.jobOpeningId}`)}>
            <Briefcase aria-hidden="true" />
            View Job
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Application"
        description={`Are you sure you want to delete the application of ${label}? This action cannot be undone.`}
        onConfirm={() => remove.mutate(application.id)}
      />
    </>
  );
}
