import { describe, expect, it } from 'vitest';
import { CANDIDATE_REQUIRED_MESSAGE, MEETING_URL_MESSAGE } from '#contracts/sessions.ts';
import { FULL_NAME_MESSAGE } from './full-name.ts';
import {
  candidateError,
  EMPTY_SESSION_FORM,
  meetingUrlError,
  NEW_CANDIDATE,
  sessionRequest,
} from './session-form.ts';

describe('meetingUrlError', () => {
  it.each([
    '',
    '   ',
    'https://zoom.us/j/123456789',
    'https://us02web.zoom.us/j/85512345678?pwd=abc',
    'https://meet.google.com/abc-defg-hij',
    '  https://meet.google.com/abc-defg-hij?authuser=0  ',
  ])('accepts %j', (url) => {
    expect(meetingUrlError(url)).toBeUndefined();
  });

  it.each([
    'http://zoom.us/j/123456789',
    'https://zoom.us/s/123456789',
    'https://zoom.us/j/abc',
    'https://zoom.us.evil.com/j/123',
    'https://meet.google.com/ABC-DEFG-HIJ',
    'https://meet.google.com/abcdefghij',
    'https://teams.microsoft.com/l/meetup-join/1',
    'zoom.us/j/123456789',
  ])('rejects %j', (url) => {
    expect(meetingUrlError(url)).toBe(MEETING_URL_MESSAGE);
  });
});

describe('candidateError', () => {
  it('needs a chosen candidate or a new full name', () => {
    expect(candidateError({ choice: '', name: '', fullName: '' })).toBe(CANDIDATE_REQUIRED_MESSAGE);
    expect(candidateError({ choice: NEW_CANDIDATE, name: '', fullName: '  ' })).toBe(
      CANDIDATE_REQUIRED_MESSAGE,
    );
    expect(candidateError({ choice: NEW_CANDIDATE, name: '', fullName: 'Cher' })).toBe(FULL_NAME_MESSAGE);
    expect(candidateError({ choice: NEW_CANDIDATE, name: '', fullName: 'Ada Lovelace' })).toBeUndefined();
    expect(candidateError({ choice: 'some-id', name: 'Ada', fullName: '' })).toBeUndefined();
  });
});

describe('sessionRequest', () => {
  it('sends empty choices as null and the trimmed meeting link', () => {
    const request = sessionRequest({
      ...EMPTY_SESSION_FORM,
      candidate: { choice: NEW_CANDIDATE, name: '', fullName: ' Ada Lovelace ' },
      meetingUrl: ' https://zoom.us/j/1 ',
      participants: [{ name: 'Ada Lovelace', role: 'CANDIDATE' }],
    });
    expect(request).toEqual({
      candidate: { kind: 'new', fullName: 'Ada Lovelace' },
      applications: [],
      interviewTemplateId: null,
      scorecardId: null,
      agendaId: null,
      meetingUrl: 'https://zoom.us/j/1',
      participantMappings: { 'Ada Lovelace': 'CANDIDATE' },
    });
  });
});
