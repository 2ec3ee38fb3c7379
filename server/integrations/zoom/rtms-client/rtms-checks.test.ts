import { describe, expect, it } from 'vitest';
import { DEFAULT_RTMS_HOSTS, urlProblem } from './rtms-checks.ts';

const zoomOnly = { allowInsecure: false, hosts: DEFAULT_RTMS_HOSTS };

describe('RTMS server addresses', () => {
  it("accepts wss:// on Zoom's hosts and their subdomains, Zoom for Government's too", () => {
    for (const url of [
      'wss://rtms-sjc1.zoom.us/signaling?x=1',
      'wss://zoom.us/signaling',
      'wss://RTMS.ZOOM.US./signaling',
      'wss://rtms.zoomgov.com:443/media',
    ]) {
      expect(urlProblem(url, zoomOnly), url).toBeUndefined();
    }
  });

  it('refuses other hosts, look-alikes, user info, loopback and other schemes', () => {
    const refusals: [string, string][] = [
      ['wss://zoom.us@127.0.0.1:8443/signaling', 'carries a user name or password'],
      ['wss://rtms.zoom.us:pw@127.0.0.1/signaling', 'carries a user name or password'],
      ['wss://127.0.0.1:8443/signaling', "is not on one of Zoom's hosts"],
      ['wss://[::1]:8443/signaling', "is not on one of Zoom's hosts"],
      ['wss://localhost/signaling', "is not on one of Zoom's hosts"],
      ['wss://evilzoom.us/signaling', "is not on one of Zoom's hosts"],
      ['wss://rtms.zoom.us.attacker.example/signaling', "is not on one of Zoom's hosts"],
      ['wss://169.254.169.254/latest', "is not on one of Zoom's hosts"],
      ['ws://rtms-sjc1.zoom.us/signaling', 'is not a secure WebSocket address (wss://)'],
      ['https://rtms-sjc1.zoom.us/signaling', 'is not a secure WebSocket address (wss://)'],
      ['not a url', 'is not a URL'],
    ];
    for (const [url, problem] of refusals) expect(urlProblem(url, zoomOnly), url).toBe(problem);
  });

  it('takes the hosts it is given (tests, Zoom for Government only)', () => {
    expect(
      urlProblem('ws://127.0.0.1:9/signaling', { allowInsecure: true, hosts: ['127.0.0.1'] }),
    ).toBeUndefined();
    expect(urlProblem('wss://rtms.zoom.us/x', { allowInsecure: false, hosts: ['zoomgov.com'] })).toBe(
      "is not on one of Zoom's hosts",
    );
  });
});
