import { describe, expect, it } from 'vitest';
import { firstRequests } from './first-requests.ts';
import { firstScreen } from './server-entry.tsx';

describe('firstScreen.reads', () => {
  it('names the reads of the list and record screens whose answers are the same in any time zone', () => {
    expect(firstScreen.reads('/applications', '')).toEqual(firstRequests('/applications', ''));
    expect(firstScreen.reads('/companies', '')).toHaveLength(2);
    expect(firstScreen.reads('/jobs', '?companyId=x')).toBeUndefined();
    expect(firstScreen.reads('/sessions', '')).toBeUndefined();
  });
});
