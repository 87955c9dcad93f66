import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonEvent, lambdaContextFor } from '../../tests/support/test-events.ts';
import { keyedHash } from '../core/guard-keys.ts';
import { logger } from '../core/logger.ts';
import { httpHandler } from './handler.ts';
import { jsonResponse } from './http.ts';

const guardSecret = 'test-guard-secret';

function handlerThatLogs() {
  const env = Object.assign(() => ({ guardSecret }), { secretKeys: [] });
  return httpHandler({ env }, async () => {
    logger.warn('Something to look into');
    return jsonResponse(200, {});
  });
}

describe('requestLog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts the visitor's keyed hash, the API's and CloudFront's request ids on every line, never the address", async () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const event = jsonEvent({});
    event.headers['cloudfront-viewer-address'] = '203.0.113.7:51234';
    event.headers['x-amz-cf-id'] = 'edge-id-1';

    // Act
    await handlerThatLogs()(event, lambdaContextFor('contact'));

    // Assess
    const lines = write.mock.calls.map(([chunk]) => String(chunk));
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const expected = {
      client: keyedHash(guardSecret, 'client', '203.0.113.7'),
      apiRequestId: event.requestContext.requestId,
      edgeRequestId: 'edge-id-1',
    };
    expect(parsed).toEqual([
      expect.objectContaining({ message: 'Request', route: 'POST /api/contact', ...expected }),
      expect.objectContaining({ message: 'Something to look into', ...expected }),
    ]);
    expect(lines.join('')).not.toContain('203.0.113');
  });

  it('keys the hash on the viewer, not on the CloudFront server that passed the request on', async () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const first = jsonEvent({});
    const second = jsonEvent({});
    for (const event of [first, second]) event.requestContext.http.sourceIp = '130.176.0.1';
    first.headers['cloudfront-viewer-address'] = '203.0.113.7:1000';
    second.headers['cloudfront-viewer-address'] = '198.51.100.9:1000';

    // Act
    await handlerThatLogs()(first, lambdaContextFor('contact'));
    await handlerThatLogs()(second, lambdaContextFor('contact'));

    // Assess
    const clients = write.mock.calls.map(([chunk]) => (JSON.parse(String(chunk)) as { client: string }).client);
    expect(new Set(clients).size).toBe(2);
  });
});
