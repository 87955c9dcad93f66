import { deployedDistribution, type DistributionModel } from '../../infra/local/cloudfront.ts';
import { notFoundPage } from '../../infra/site-routing.ts';

/**
 * The distribution as this project once deployed it: the site's 404 page for every 403 and 404, which
 * CloudFront applies to every behaviour, /api/* included. Tests feed it to the local CloudFront half to show
 * what it would do to the API's answers.
 */
export const siteWideErrorPage: DistributionModel = {
  errorResponses: [403, 404].map((httpStatus) => ({
    httpStatus,
    responseHttpStatus: 404,
    responsePagePath: notFoundPage,
    ttlSeconds: 300,
  })),
  bucketAccess: { list: false },
  apiForwardsViewerAddress: true,
};

/**
 * A distribution whose /api/* origin request policy leaves CloudFront-Viewer-Address out (a custom policy that
 * names a few headers, say): the API then sees only CloudFront's address.
 */
export const viewerAddressDropped: DistributionModel = { ...deployedDistribution, apiForwardsViewerAddress: false };
