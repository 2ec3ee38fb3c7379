import { describe, expect, it } from 'vitest';
import { INDEPENDENT_INTERVIEWS_LABEL } from '#contracts/candidate-scorecards.ts';
import { clipLengthText, durationText, fileSizeText, scorecardSubtitle } from './scorecard-format.ts';

describe('scorecard formatting', () => {
  it('reads a duration in minutes, or "In progress" while the session runs', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(0)).toBe('0 min');
    expect(durationText(null)).toBe('In progress');
  });

  it('names the job at its company, or the independent-interviews label', () => {
    expect(scorecardSubtitle({ independent: false, jobTitle: 'SRE', companyName: 'Acme' })).toBe(
      'SRE at Acme',
    );
    expect(scorecardSubtitle({ independent: false, jobTitle: 'SRE', companyName: null })).toBe('SRE');
    expect(scorecardSubtitle({ independent: true, jobTitle: null, companyName: null })).toBe(
      INDEPENDENT_INTERVIEWS_LABEL,
    );
  });

  it('reads clip lengths as minutes:seconds and sizes in B, KB or MB', () => {
    expect(clipLengthText(125.4)).toBe('2:05');
    expect(clipLengthText(null)).toBe('Unknown length');
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(48 * 1024)).toBe('48 KB');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(fileSizeText(null)).toBe('Unknown size');
  });
});
