import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppToaster } from '#web/test/app-toaster.ts';
import { CandidateScorecardPage } from '../components/candidate-scorecard-page.tsx';
import { CandidateScorecardsPage } from '../components/candidate-scorecards-page.tsx';

/** Both scorecard screens on their routes, with the app's query client and toaster, at `path`. */
export function renderScorecardPages(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueryClientProvider client={queryClient}>
        <main>
          <Switch>
            <Route path="/candidate-scorecards/:id" component={CandidateScorecardPage} />
            <Route path="/candidate-scorecards" component={CandidateScorecardsPage} />
          </Switch>
        </main>
        <AppToaster />
      </QueryClientProvider>
    </Router>,
  );
  return { ...view, user, location, queryClient };
}
