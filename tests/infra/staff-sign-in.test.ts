import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { apiRoutes } from '../../infra/app-spec.ts';
import { staffAccessTokenMinutes, staffCallbackPath, staffSessionHours, staffSignedOutPath } from '../../shared/staff-sign-in.ts';
import { staffGroup } from '../../shared/staff.ts';
import { temporaryPasswordDays } from '../../infra/constructs/staff-sign-in.ts';
import { certificateArn, distributionConfig, synth } from './support.ts';

describe('staff sign-in', () => {
  it('makes a user pool that refuses self sign-up and requires a TOTP code, never SMS', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: Match.anyValue(),
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      DeletionProtection: 'ACTIVE',
    });
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pool!.Properties.Policies.PasswordPolicy.MinimumLength).toBeGreaterThanOrEqual(12);
    expect(pool!.DeletionPolicy).toBe('Retain');
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: staffGroup });
  });

  it('gives the pages a public client: no secret, only the code grant, callbacks on the site, revocation on', () => {
    // Prepare / Act
    const { template } = synth({ context: { certificateArn, siteDomain: 'www.startsprong.nl' } });

    // Assess
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    const client = clients[0]!.Properties;
    expect(client.GenerateSecret).toBe(false);
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(client.CallbackURLs).toEqual([`https://www.startsprong.nl${staffCallbackPath}`]);
    expect(client.LogoutURLs).toEqual([`https://www.startsprong.nl${staffSignedOutPath}`]);
    expect(client.EnableTokenRevocation).toBe(true);
  });

  it('names the client’s auth flows without ALLOW_REFRESH_TOKEN_AUTH, which Cognito refuses beside refresh token rotation', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess: left out, Cognito would give the client its default flows, refresh-token auth among them
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.RefreshTokenRotation).toMatchObject({ Feature: 'ENABLED' });
    expect(client!.Properties.ExplicitAuthFlows).toEqual(['ALLOW_USER_SRP_AUTH']);
  });

  it('issues access and ID tokens that end within five minutes, renewed by a refresh token of a working day', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties).toMatchObject({
      AccessTokenValidity: staffAccessTokenMinutes,
      IdTokenValidity: staffAccessTokenMinutes,
      RefreshTokenValidity: staffSessionHours * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
    expect(staffAccessTokenMinutes).toBeLessThanOrEqual(15);
  });

  it('puts the JWT authorizer on every staff route and on no public route', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer');
    const [authorizerId, authorizer] = Object.entries(authorizers)[0]!;
    expect(Object.keys(authorizers)).toHaveLength(1);
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [{ Ref: expect.stringMatching(/PagesClient/) }] },
    });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties);
    expect(routes).toHaveLength(apiRoutes.length);
    expect(apiRoutes.some((route) => route.auth === 'staff')).toBe(true);
    for (const route of apiRoutes) {
      const found = routes.find((candidate) => candidate.RouteKey === `${route.method} ${route.path}`);
      if (route.auth === 'staff') {
        // The scope shuts out Cognito's ID tokens, which carry the client as audience too but no scope.
        expect(found, route.path).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizerId },
          AuthorizationScopes: ['openid'],
        });
      } else {
        expect(found?.AuthorizationType ?? 'NONE', route.path).toBe('NONE');
        expect(found?.AuthorizerId, route.path).toBeUndefined();
      }
    }
  });

  it('serves /beheer* with noindex and lets only those pages connect to the sign-in', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const config = distributionConfig(template);
    const staffBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/beheer*');
    expect(staffBehavior).toBeDefined();
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const staffPolicy = policies[staffBehavior.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    const sitePolicy = policies[config.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    expect(staffPolicy.CustomHeadersConfig.Items).toContainEqual({ Header: 'X-Robots-Tag', Value: 'noindex, nofollow', Override: true });
    const csp = (policy: typeof staffPolicy) => JSON.stringify(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp(staffPolicy)).toMatch(/amazoncognito/);
    expect(csp(staffPolicy)).toMatch(/cognito-idp/);
    expect(csp(sitePolicy)).not.toMatch(/cognito/);
  });
});

describe('the staff sign-in emails', () => {
  const poolOf = (template: ReturnType<typeof synth>['template']) =>
    Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!.Properties as Record<string, unknown>;

  it('invite staff in Dutch, naming the username, the sign-in address and how long the temporary password works', () => {
    // Prepare / Act
    const { template } = synth({ context: { certificateArn, siteDomain: 'www.startsprong.nl' } });

    // Assess
    const pool = poolOf(template);
    const invitation = (pool.AdminCreateUserConfig as { InviteMessageTemplate: Record<string, string> }).InviteMessageTemplate;
    expect(invitation.EmailSubject).toBe('Je account voor het beheer van Startsprong');
    expect(invitation.EmailMessage).toContain('Gebruikersnaam: {username}');
    expect(invitation.EmailMessage).toContain('Tijdelijk wachtwoord: {####}');
    expect(invitation.EmailMessage).toContain('https://www.startsprong.nl/beheer');
    expect(invitation.EmailMessage).toContain(`${temporaryPasswordDays} dagen`);
    expect((pool.Policies as { PasswordPolicy: Record<string, number> }).PasswordPolicy.TemporaryPasswordValidityDays).toBe(
      temporaryPasswordDays,
    );
  });

  it('send the code for a new address or a forgotten password in Dutch, and leave no English default in the pool', () => {
    // Prepare / Act
    const { template } = synth({ context: { certificateArn, siteDomain: 'www.startsprong.nl' } });

    // Assess
    const pool = poolOf(template);
    const verification = pool.VerificationMessageTemplate as Record<string, string>;
    expect(verification).toMatchObject({
      DefaultEmailOption: 'CONFIRM_WITH_CODE',
      EmailSubject: 'Je code voor het beheer van Startsprong',
    });
    expect(verification.EmailMessage).toContain('Je code is {####}');
    expect(verification.EmailMessage).toContain('een nieuw wachtwoord in te stellen');
    expect(verification.EmailMessage).toContain('https://www.startsprong.nl/beheer');
    const everyMessage = JSON.stringify([
      pool.AdminCreateUserConfig,
      pool.VerificationMessageTemplate,
      pool.EmailVerificationMessage,
      pool.EmailVerificationSubject,
      pool.SmsVerificationMessage,
    ]);
    expect(everyMessage).not.toMatch(/verification code|Verify your|Your username|temporary password is/i);
  });

  it("use Cognito's own sender until the stage's SES identity is verified", () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    expect(poolOf(template).EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
  });

  it("send through the stage's SES identity and configuration set once cognitoEmailThroughSes is set", () => {
    // Prepare / Act
    const { template } = synth({ context: { cognitoEmailThroughSes: true } });

    // Assess
    const setId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    expect(poolOf(template).EmailConfiguration).toEqual({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Startsprong <hallo@startsprong.nl>',
      ConfigurationSet: { Ref: setId },
      SourceArn: {
        'Fn::Join': [
          '',
          ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':identity/startsprong.nl'],
        ],
      },
    });
  });
});
