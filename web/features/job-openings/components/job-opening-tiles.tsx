import { useQuery } from '@tanstack/react-query';
import { AlarmClock, Briefcase, CircleCheck, UserCheck } from 'lucide-react';
import { StatTiles } from '#web/components/stat-tiles.tsx';
import { jobOpeningStatsQueryOptions } from '../api/job-opening-stats.ts';
import type { JobOpeningFilters } from '../api/keys.ts';

export function JobOpeningTiles({ filters }: { filters: JobOpeningFilters }) {
  const stats = useQuery(jobOpeningStatsQueryOptions(filters));
  return (
    <StatTiles
      label="Job opening summary"
      tiles={[
        { label: 'Active Jobs', value: stats.data?.active, icon: CircleCheck },
        { label: 'Filled', value: stats.data?.filled, icon: UserCheck },
        { label: 'Overdue', value: stats.data?.overdue, icon: AlarmClock },
        { label: 'Total Jobs', value: stats.data?.total, icon: Briefcase },
      ]}
    />
  );
}
