import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-limit.ts';
import { jsonEvent } from '../../tests/support/test-events.ts';

describe('clientAddressOf', () => {
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

  it('falls back to the source address when CloudFront sent none', () => {
    const event = jsonEvent({});
    event.requestContext.http.sourceIp = '198.51.100.4';
    expect(clientAddressOf(event)).toBe('198.51.100.4');
  });
});
