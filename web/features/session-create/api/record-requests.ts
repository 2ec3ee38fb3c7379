import type { ApplicationStatus } from '#contracts/applications.ts';
import { Created } from '#contracts/common.ts';
import {
  type CreateSessionInput,
  type DetectedMeeting,
  DetectedMeetingDto,
  detectMeeting,
  SessionDetail,
} from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The POST calls of spec 000 §7 "Session-creation lookups"; each resolves with the new id. */

const post = async (path: string, body: unknown) =>
  (await apiRequest(path, { method: 'POST', body, schema: Created })).id;

export const postCandidate = (firstName: string, lastName: string) =>
  post('/api/candidates', { firstName, lastName, email: null, phone: null, location: null });

export const postCompany = (name: string) =>
  post('/api/companies', { name, description: null, website: null, location: null });

/** New job openings made here are full time. */
export const postJobOpening = (title: string, companyId: string) =>
  post('/api/job-openings', {
    title,
    description: null,
    requirements: null,
    location: null,
    salaryRange: null,
    employmentType: 'full-time',
    companyId,
  });

type ApplicationFields = {
  candidateId: string;
  jobOpeningId: string;
  status: ApplicationStatus;
  notes: string;
};

export const postApplication = ({ candidateId, jobOpeningId, status, notes }: ApplicationFields) =>
  post('/api/applications', {
    candidateId,
    jobOpeningId,
    status,
    notes: notes.trim() || null,
    source: null,
    applicationDate: new Date().toISOString(),
  });

/** The server's reading of a meeting link; when that call fails the same parsing runs here. */
export async function detectMeetingOnServer(meetingUrl: string): Promise<DetectedMeeting> {
  try {
    return await apiRequest('/api/video-providers/detect', {
      method: 'POST',
      body: { meetingUrl },
      schema: DetectedMeetingDto,
    });
  } catch (error) {
    console.warn('Meeting link detection failed; parsing it locally', error);
    return detectMeeting(meetingUrl);
  }
}

export const postSession = (input: CreateSessionInput) =>
  apiRequest('/api/sessions', { method: 'POST', body: input, schema: SessionDetail });
