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
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { staffAreaPath, staffGroup } from '../../shared/staff.ts';
import {
  staffAccessTokenMinutes,
  staffCallbackPath,
  staffSessionHours,
  staffSignedOutPath,
  type StaffSignInConfig,
} from '../../shared/staff-sign-in.ts';
import { brand } from '../../shared/business-facts.ts';

export interface StaffSignInProps {
  /** The site's origin (https://<domain>): the app client's only callback and sign-out URLs are on it. */
  readonly siteOrigin: string;
  /**
   * Send the pool's emails through this SES identity (Cognito's "developer" sending) instead of Cognito's
   * own sender. Only then does Cognito accept messages of our own: without it, the invitation and codes
   * are Cognito's English defaults from no-reply@verificationemail.com.
   */
  readonly sesEmail?: {
    readonly fromEmail: string;
    readonly sesVerifiedDomain: string;
    /** The configuration set, so bounces and complaints of these emails count with the rest. */
    readonly configurationSetName: string;
  };
}

/** How long an invitation's temporary password works; the invitation says so. */
export const temporaryPasswordDays = 3;

/**
 * The pool's emails in Dutch: the invitation (with the username, the temporary password, where to sign in and
 * how long the password works) and the code Cognito sends to verify an address or reset a password (one
 * template serves both). Cognito fills in {username} and {####}; its emails are HTML.
 */
export function staffEmailMessages(signInUrl: string) {
  const product = `het beheer van ${brand.name}`;
  return {
    invitation: {
      subject: `Je account voor ${product}`,
      body:
        `<p>Hoi,</p><p>Je bent uitgenodigd voor ${product}, waar je de aanvragen van de website leest en opvolgt.</p>` +
        `<p>Aanmelden doe je op <a href="${signInUrl}">${signInUrl}</a><br>Gebruikersnaam: {username}<br>Tijdelijk wachtwoord: {####}</p>` +
        `<p>Het tijdelijke wachtwoord werkt ${temporaryPasswordDays} dagen. Bij de eerste keer aanmelden kies je een eigen wachtwoord en koppel je een authenticator-app (zoals Google Authenticator of Microsoft Authenticator) voor de inlogcode.</p>` +
        `<p>Is het wachtwoord verlopen? Vraag dan om een nieuwe uitnodiging.</p>`,
      // The pool sends no SMS (TOTP only, no phone numbers); set so no English default is left in it.
      sms: `Je gebruikersnaam voor ${product} is {username} en je tijdelijke wachtwoord {####}`,
    },
    verification: {
      subject: `Je code voor ${product}`,
      body:
        `<p>Hoi,</p><p>Je code is {####}</p>` +
        `<p>Vul deze code in op de aanmeldpagina van ${product} (<a href="${signInUrl}">${signInUrl}</a>) om je e-mailadres te bevestigen of een nieuw wachtwoord in te stellen.</p>` +
        `<p>Heb je niets aangevraagd? Dan kun je deze e-mail negeren: er verandert niets.</p>`,
      sms: `Je code voor ${product} is {####}`,
    },
  };
}

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
    const messages = staffEmailMessages(`${props.siteOrigin}${staffAreaPath}`);

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
        tempPasswordValidity: Duration.days(temporaryPasswordDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      standardAttributes: { email: { required: true, mutable: true } },
      autoVerify: { email: true },
      featurePlan: FeaturePlan.ESSENTIALS,
      // AWS documents messages of our own as honoured only when Cognito sends through SES (EmailMessage "is
      // allowed only if EmailSendingAccount is DEVELOPER"); with its default sender they may go out as
      // Cognito's English defaults. They are set either way (CloudFormation accepts them) and take effect
      // for certain once the stage's identity is verified and cognitoEmailThroughSes is on.
      email: props.sesEmail
        ? UserPoolEmail.withSES({
            fromEmail: props.sesEmail.fromEmail,
            fromName: brand.name,
            sesVerifiedDomain: props.sesEmail.sesVerifiedDomain,
            sesRegion: stack.region,
            configurationSetName: props.sesEmail.configurationSetName,
          })
        : UserPoolEmail.withCognito(),
      userInvitation: {
        emailSubject: messages.invitation.subject,
        emailBody: messages.invitation.body,
        smsMessage: messages.invitation.sms,
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: messages.verification.subject,
        emailBody: messages.verification.body,
        smsMessage: messages.verification.sms,
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
    const domainPrefix = Fn.join('-', ['beheer', stackGuid]);
    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix },
      // Managed login: Dutch among its languages, and it walks a first sign-in through setting a password and
      // adding the authenticator app.
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.client = this.userPool.addClient('PagesClient', {
      generateSecret: false,
      // Sign-in through managed login only; no password flow straight against the API. The flows are named,
      // because without ExplicitAuthFlows Cognito gives a client ALLOW_REFRESH_TOKEN_AUTH, ALLOW_USER_SRP_AUTH
      // and ALLOW_CUSTOM_AUTH (ExplicitAuthFlows, UserPoolClientType, Amazon Cognito API Reference,
      // https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_UserPoolClientType.html),
      // and "you can't authenticate with REFRESH_TOKEN_AUTH in app clients with refresh token rotation enabled"
      // (Refresh tokens, Amazon Cognito Developer Guide,
      // https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-using-the-refresh-token.html).
      // CDK leaves ALLOW_REFRESH_TOKEN_AUTH out of named flows when rotation is on; renewal goes through the
      // token endpoint's refresh_token grant, which rotation serves.
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${props.siteOrigin}${staffCallbackPath}`],
        logoutUrls: [`${props.siteOrigin}${staffSignedOutPath}`],
      },
      accessTokenValidity: Duration.minutes(staffAccessTokenMinutes),
      idTokenValidity: Duration.minutes(staffAccessTokenMinutes),
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
    // The domain's address as Cognito forms it (UserPoolDomain.baseUrl), built from the prefix rather than the
    // resource: the distribution's CSP names it, and the pool's emails name the distribution, so a reference
    // to the domain resource would make a cycle.
    const domainUrl = `https://${domainPrefix}.auth.${stack.region}.amazoncognito.com`;
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
