import { Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  CfnUserPoolGroup,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  OAuthScope,
  UserPool,
  UserPoolClient,
  UserPoolDomain,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { staffGroup } from '../../shared/staff.ts';
import { staffCallbackPath, staffSignedOutPath, type StaffSignInConfig } from '../../shared/staff-sign-in.ts';
import { brand } from '../../shared/business-facts.ts';

export interface StaffSignInProps {
  /** The site's origin (https://<domain>): the app client's only callback and sign-out URLs are on it. */
  readonly siteOrigin: string;
}

/** Staff sign in for a working day at most; the browser renews its hour-long access token until then. */
export const staffSessionHours = 12;

/**
 * Sign-in for the staff area: a Cognito user pool that only operators fill (no self sign-up), with a
 * password and a TOTP code required for everyone, the `staff` group the API checks, a Cognito domain with
 * the managed login pages, and one public app client for the /beheer pages (authorization code with PKCE,
 * no secret). `authorizer` is the HTTP API's JWT authorizer for the routes marked `auth: 'staff'`.
 */
export class StaffSignIn extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  readonly authorizer: HttpJwtAuthorizer;
  /** The OpenID issuer of the pool's tokens (discovery lives under it). */
  readonly issuerUrl: string;
  /** What /beheer/config.json tells the pages. */
  readonly pageConfig: StaffSignInConfig;
  /** Origins the staff pages fetch from: discovery on the issuer, token and revocation on the domain. */
  readonly connectSources: string[];

  constructor(scope: Construct, id: string, props: StaffSignInProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: {
        minLength: 14,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      standardAttributes: { email: { required: true, mutable: true } },
      autoVerify: { email: true },
      email: UserPoolEmail.withCognito(),
      featurePlan: FeaturePlan.ESSENTIALS,
      userInvitation: {
        emailSubject: `Je account voor ${brand.name} beheer`,
        emailBody:
          `Je bent uitgenodigd voor ${brand.name} beheer. Je gebruikersnaam is {username} en je tijdelijke wachtwoord {####}. ` +
          'Bij de eerste keer aanmelden kies je een eigen wachtwoord en koppel je een authenticator-app.',
      },
      // The staff accounts outlive a stack update or a mistaken delete, as the lead tables do.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnUserPoolGroup(this, 'StaffGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: staffGroup,
      description: `Medewerkers met toegang tot ${brand.name} beheer`,
    });

    // A Cognito prefix must be unique in the region across all accounts; the stack's own id makes it so
    // without the app fixing a name (a stage gets its own).
    const stackGuid = Fn.select(2, Fn.split('/', stack.stackId));
    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: Fn.join('-', ['beheer', stackGuid]) },
      // Managed login: Dutch among its languages, and it walks a first sign-in through setting a password and
      // adding the authenticator app.
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.client = this.userPool.addClient('PagesClient', {
      generateSecret: false,
      authFlows: {},
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${props.siteOrigin}${staffCallbackPath}`],
        logoutUrls: [`${props.siteOrigin}${staffSignedOutPath}`],
      },
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.hours(staffSessionHours),
      // Every renewal gives a new refresh token; the old one keeps working a few seconds for a retried request.
      refreshTokenRotationGracePeriod: Duration.seconds(10),
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
    // Managed login shows its pages for a client only once the client has a style; Cognito's own will do.
    new CfnManagedLoginBranding(this, 'LoginStyle', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    });

    this.issuerUrl = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;
    const domainUrl = this.domain.baseUrl();
    this.authorizer = new HttpJwtAuthorizer('StaffAuthorizer', this.issuerUrl, {
      authorizerName: 'staff',
      // Cognito's access tokens carry no aud; API Gateway then matches client_id against this list.
      jwtAudience: [this.client.userPoolClientId],
    });
    this.pageConfig = {
      issuer: this.issuerUrl,
      clientId: this.client.userPoolClientId,
      signOutUrl: `${domainUrl}/logout`,
      revocationUrl: `${domainUrl}/oauth2/revoke`,
    };
    this.connectSources = [`https://cognito-idp.${stack.region}.${stack.urlSuffix}`, domainUrl];

    const essentials =
      'Threat protection (advanced security) needs the Plus feature plan, billed per active user; with a handful of invited staff, TOTP required for all and no self sign-up, the pool is on Essentials.';
    Validations.of(this.userPool).acknowledge({ id: 'AwsSolutions-COG3', reason: essentials });
    Validations.of(this.userPool).acknowledge({ id: 'AwsSolutions-COG8', reason: essentials });
  }
}
