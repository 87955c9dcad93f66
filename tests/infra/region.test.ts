import { describe, expect, it } from 'vitest';
import { appStacks, createStack } from './support.ts';

describe('the regional stack keeps visitors’ data in the EU', () => {
  it('goes to eu-west-1 unless context region says otherwise', () => {
    // Prepare / Act
    const { site } = appStacks();

    // Assess
    expect(site.region).toBe('eu-west-1');
  });

  it('goes to another EU region when context region names one', () => {
    // Prepare / Act
    const { site } = appStacks({ region: 'eu-central-1' });

    // Assess
    expect(site.region).toBe('eu-central-1');
  });

  it.each(['us-east-1', 'ap-southeast-2', 'europe-west1', 'eu'])('refuses to synthesize the app with context region %s', (region) => {
    // Act / Assess
    expect(() => appStacks({ region })).toThrow(/must be in an EU region \(eu-\*\).*privacy statement/);
  });

  it('refuses a region outside the EU given to the stack itself', () => {
    // Act / Assess
    expect(() => createStack({ region: 'us-west-2' })).toThrow(/got "us-west-2"/);
  });
});
