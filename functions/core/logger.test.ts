import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, maskEmail } from './logger.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('jan.jansen@example.nl')).toBe('j***@example.nl');
  });

  it('masks addresses inside longer text', () => {
    expect(maskEmail('to jan@example.nl and piet@voorbeeld.nl')).toBe('to j***@example.nl and p***@voorbeeld.nl');
  });
});

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line with the request id and masks email addresses it is given', () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    logger.setContext({ requestId: 'req-1' });
    // Act
    logger.error('Failed', { to: 'marie@example.nl', nested: { reason: 'bounce for marie@example.nl' } });
    // Assess
    const line = String(write.mock.calls[0]?.[0]);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      message: 'Failed',
      requestId: 'req-1',
      to: 'm***@example.nl',
      nested: { reason: 'bounce for m***@example.nl' },
    });
    expect(line).not.toContain('marie@');
  });
});
