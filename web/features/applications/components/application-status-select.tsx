import {
  APPLICATION_STATUSES,
  type ApplicationListItem,
  ApplicationStatus,
} from '#contracts/applications.ts';
import { APPLICATION_STATUS_LABELS } from '#web/components/application-status-badge.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useUpdateApplicationStatus } from '../api/use-update-application-status.ts';
import { applicationLabel } from '../utils/application-label.ts';

/** Changes an application's status in place (any status may follow any other, spec 001 §4). */
export function ApplicationStatusSelect({ application }: { application: ApplicationListItem }) {
  const change = useUpdateApplicationStatus();
  const value = change.isPending ? change.variables.status : application.status;
  return (
    <NativeSelect
      aria-label={`Status of ${applicationLabel(application)}`}
      className="h-8 w-36"
      value={value}
      disabled={change.isPending}
      onChange={(event) => {
        const status = ApplicationStatus.safeParse(event.target.value);
        if (status.success) change.mutate({ id: application.id, status: status.data });
      }}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APPLICATION_STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
