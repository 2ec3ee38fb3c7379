import { Briefcase, Eye, Pencil, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ApplicationListItem } from '#contracts/applications.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { RowActionsMenu } from '#web/components/row-actions-menu.tsx';
import { DropdownMenuItem, DropdownMenuSeparator } from '#web/components/ui/dropdown-menu.tsx';
import { useDeleteApplication } from '../api/use-delete-application.ts';
import { applicationLabel } from '../utils/application-label.ts';

/** The per-application menu: view, edit, view candidate or job, and delete after a confirmation. */
export function ApplicationActionsMenu({ application }: { application: ApplicationListItem }) {
  const [, navigate] = useLocation();
  // The confirmation is built when first asked for, and kept: a delete it sent may still be running.
  const [confirming, setConfirming] = useState<boolean | undefined>(undefined);
  const label = applicationLabel(application);

  return (
    <>
      <RowActionsMenu label={`Actions for ${label}`}>
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
      </RowActionsMenu>
      {confirming !== undefined && (
        <ConfirmDeleteApplication
          application={application}
          label={label}
          open={confirming}
          onOpenChange={setConfirming}
        />
      )}
    </>
  );
}

type ConfirmDeleteApplicationProps = {
  application: ApplicationListItem;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function ConfirmDeleteApplication({ application, label, open, onOpenChange }: ConfirmDeleteApplicationProps) {
  const remove = useDeleteApplication();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Application"
      description={`Are you sure you want to delete the application of ${label}? This action cannot be undone.`}
      onConfirm={() => remove.mutate(application.id)}
    />
  );
}
