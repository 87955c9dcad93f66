import { afterEach, describe, expect, it, vi } from 'vitest';
import { originVerifyHeader, viewerAddressMissingMessage } from '../../shared/origin-verify.ts';
import { clientAddressOf } from './client-limit.ts';
import { jsonEvent } from '../../tests/support/test-events.ts';

describe('clientAddressOf', () => {
  afterEach(() => vi.restoreAllMocks());

  const withViewer = (value: string) => {
    const event = jsonEvent({});
    event.headers['cloudfront-viewer-address'] = value;
    return event;
  };

  it('takes the address CloudFront saw, without its port', () => {
    expect(clientAddressOf(withViewer('203.0.113.7:51234'))).toBe('203.0.113.7');
  });

  it('cuts an IPv6 address to its /64, so a client cannot step around the limit by changing the last bits', () => {
    expect(clientAddressOf(withViewer('2001:db8:1:2:aaaa:bbbb:cccc:dddd:443'))).toBe('2001:db8:1:2::/64');
    expect(clientAddressOf(withViewer('2001:db8:1:2:ffff:0:0:1:443'))).toBe('2001:db8:1:2::/64');
    expect(clientAddressOf(withViewer('2001:db8::1:443'))).toBe(clientAddressOf(withViewer('2001:0db8:0:0:5::1:443')));
    expect(clientAddressOf(withViewer('::ffff:203.0.113.7:443'))).toBe('203.0.113.7');
  });

  it('falls back to the source address, quietly, for a request that never passed CloudFront (a handler called directly)', () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const event = jsonEvent({});
    event.requestContext.http.sourceIp = '198.51.100.4';

    // Act
    const address = clientAddressOf(event);

    // Assess
    expect(address).toBe('198.51.100.4');
    expect(write).not.toHaveBeenCalled();
  });

  describe('a request through CloudFront without CloudFront-Viewer-Address', () => {
    it('is logged once as an error naming the origin request policy, for the alarm, and counted on the edge’s address', () => {
      // Prepare
      const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      const event = jsonEvent({});
      event.headers[originVerifyHeader] = 'het-geheim-van-cloudfront';
      event.requestContext.http.sourceIp = '130.176.0.1';

      // Act: the request log and the limits each ask
      const first = clientAddressOf(event);
      const second = clientAddressOf(event);

      // Assess
      expect([first, second]).toEqual(['130.176.0.1', '130.176.0.1']);
      const lines = write.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: string; message: string });
      expect(lines).toEqual([expect.objectContaining({ level: 'error', message: viewerAddressMissingMessage })]);
    });
  });
});
