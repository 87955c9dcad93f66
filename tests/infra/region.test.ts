import { describe, expect, it } from 'vitest';
import { allowedRegions } from '../../infra/region.ts';
import { appStacks, synth } from './support.ts';

describe('the regional stack keeps visitors’ data in the EU', () => {
  it('goes to eu-west-1 unless context region says otherwise', () => {
    // Prepare / Act
    const { site } = appStacks();

    // Assess
    expect(site.region).toBe('eu-west-1');
  });

  it.each(['us-east-1', 'ap-southeast-2', 'europe-west1', 'eu'])(
    'refuses to synthesize the app with context region %s, outside the EU',
    (region) => {
      // Act / Assess
      expect(() => appStacks({ region })).toThrow(/must be in an EU region.*privacy statement promises/);
    },
  );

  it.each([
    ['eu-south-1', /Milan is an opt-in region, and CloudFront delivers no standard logs/],
    ['eu-south-2', /Spain is an opt-in region, and CloudFront delivers no standard logs/],
    ['eu-central-2', /Zurich is outside the EU, and an opt-in region/],
    ['eu-west-2', /London is outside the EU/],
  ])('refuses %s, naming why', (region, why) => {
    // Act / Assess
    expect(() => appStacks({ region })).toThrow(why);
    expect(() => appStacks({ region })).toThrow(/eu-west-1, eu-west-3, eu-central-1, eu-north-1/);
  });

  it.each(allowedRegions)('goes to %s when the stage names it', (region) => {
    expect(appStacks({ region }).site.region).toBe(region);
  });

  it('refuses a region outside the EU given to the stack itself', () => {
    // Act / Assess
    expect(() => synth({ region: 'us-west-2' })).toThrow(/got "us-west-2"/);
  });
});
