import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('returns the named variables, parsed', () => {
    const env = parseEnv(['contactTable', 'siteUrl'], { CONTACT_TABLE: 'contact_messages', SITE_URL: 'http://localhost:3000/' });
    expect(env).toEqual({ contactTable: 'contact_messages', siteUrl: 'http://localhost:3000' });
  });

  it('names every missing or invalid variable in one error', () => {
    expect(() => parseEnv(['contactTable', 'queueUrl', 'staffEmail'], { QUEUE_URL: 'niet-een-url', STAFF_EMAIL: 'x@example.nl' })).toThrow(
      /CONTACT_TABLE is missing; QUEUE_URL is invalid/,
    );
  });

  it('asks only for the variables a handler uses', () => {
    expect(() => parseEnv(['staffEmail'], { STAFF_EMAIL: 'staff@example.nl' })).not.toThrow();
    expect(() => parseEnv(['staffEmail'], {})).toThrow(EnvError);
  });
});
