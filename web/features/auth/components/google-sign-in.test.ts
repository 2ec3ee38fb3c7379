import { describe, expect, it } from 'vitest';
import { withReturnTo } from './google-sign-in.tsx';

describe('the Google sign-in address', () => {
  it('asks to come back to the page that showed the sign-in, such as the Meet sign-in window', () => {
    expect(withReturnTo('/api/google-auth/login', '/google-meet/sign-in', 'meeting=abc-defg-hij')).toBe(
      '/api/google-auth/login?returnTo=%2Fgoogle-meet%2Fsign-in%3Fmeeting%3Dabc-defg-hij',
    );
    expect(withReturnTo('/api/google-auth/login?x=1', '/zoomapp/link', 'code=Ab9')).toBe(
      '/api/google-auth/login?x=1&returnTo=%2Fzoomapp%2Flink%3Fcode%3DAb9',
    );
  });

  it('leaves the address alone on the home page and the login page', () => {
    expect(withReturnTo('/api/google-auth/login', '/', '')).toBe('/api/google-auth/login');
    expect(withReturnTo('/api/google-auth/login', '/login', 'next=1')).toBe('/api/google-auth/login');
  });
});
