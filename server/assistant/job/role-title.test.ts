import { describe, expect, it } from 'vitest';
import { roleFromDescription, roleFromTitle } from './role-title.ts';

describe('the job title behind an interview title', () => {
  it('drops the kind of interview and keeps the job', () => {
    expect(roleFromTitle('Technical screen: Senior Backend Engineer (Payments)')).toBe(
      'Senior Backend Engineer (Payments)',
    );
    expect(roleFromTitle('Paralegal — phone screen')).toBe('Paralegal');
    expect(roleFromTitle('Interview for Warehouse Supervisor')).toBe('Warehouse Supervisor');
  });

  it('names no role when the title only names the interview or holds a placeholder', () => {
    expect(roleFromTitle('Recruiter screen')).toBeUndefined();
    expect(roleFromTitle('Technical interview: <role>')).toBeUndefined();
  });

  it('reads the title a job description opens with', () => {
    expect(roleFromDescription('Registered Nurse — Medical-Surgical Unit (Nights), Riverside')).toBe(
      'Registered Nurse',
    );
    expect(roleFromDescription('Job title: Paralegal\nWe are a small firm.')).toBe('Paralegal');
    expect(roleFromDescription('We are looking for a great person to join.')).toBeUndefined();
  });
});
