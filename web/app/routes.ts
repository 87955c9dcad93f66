import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('about', 'routes/about.tsx'),
  route('tools', 'routes/tools.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('contact/verzonden', 'routes/contact-sent.tsx'),
  route('begin-vandaag', 'routes/begin-vandaag.tsx'),
  route('start', 'routes/start.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  route('zeist', 'routes/zeist.tsx'),
  route('utrecht', 'routes/utrecht.tsx'),
  route('cases', 'routes/cases.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('algemene-voorwaarden', 'routes/terms.tsx'),
  route('nieuwsbrief/bevestigd', 'routes/newsletter-confirmed.tsx'),
  route('nieuwsbrief/afgemeld', 'routes/newsletter-unsubscribed.tsx'),
  route('nieuwsbrief/ongeldig', 'routes/newsletter-invalid.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
