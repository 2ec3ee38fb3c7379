import type { MeetAddon, MeetingInfo } from '../addon/meet-addon.ts';

export const MEETING_INFO: MeetingInfo = { meetingId: 'spaces/abc', meetingCode: 'abc-defg-hij' };

/**
 * The Meet add-on port played by the test (integrations.md §3 "How to fake it"): it records the
 * project numbers it was given and answers when the test says, with meeting info or an SDK error.
 */
export class FakeMeetAddon implements MeetAddon {
  readonly projectNumbers: string[] = [];
  private settle: { resolve: (info: MeetingInfo) => void; reject: (error: Error) => void } | undefined;

  getMeetingInfo(cloudProjectNumber: string): Promise<MeetingInfo> {
    this.projectNumbers.push(cloudProjectNumber);
    return new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  answer(info: MeetingInfo = MEETING_INFO): void {
    this.pending().resolve(info);
  }

  fail(error: Error): void {
    this.pending().reject(error);
  }

  private pending() {
    if (!this.settle) throw new Error('The panel has not asked Meet for the meeting yet');
    return this.settle;
  }
}
