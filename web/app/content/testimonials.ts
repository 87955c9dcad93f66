export type Testimonial = {
  name: string;
  role: string;
  company: string;
  location: string;
  companyUrl?: string;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

/** What clients say about working with us (home page). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Layla Bouzid',
    role: 'Eigenaar',
    company: 'Studio Bloesem',
    location: 'Zeist',
    companyUrl: 'https://www.studiobloesem.nl',
    text: 'Ik wist precies hoe mijn salon eruit moest zien, maar niet hoe ik een bank overtuigde. Sanne nam me stap voor stap mee, en ze bleef ook na de opening gewoon bereikbaar.',
    rating: 5,
  },
  {
    name: 'Daan Verhoef',
    role: 'Oprichter',
    company: 'Planbaar',
    location: 'Utrecht',
    companyUrl: 'https://www.planbaar.app',
    text: 'Geen dikke rapporten, maar snel iets werkends dat ik aan klanten kon laten zien. Binnen zes weken had ik een app en een pitch waar ik zelf in geloofde.',
    rating: 5,
  },
  {
    name: 'Mirjam Kok',
    role: 'Loopbaancoach',
    company: 'Koersvast Coaching',
    location: 'Utrecht',
    text: 'Ze stelden de vragen die ik zelf had overgeslagen. Daardoor weet ik nu voor wie ik werk, en dat zie je terug in elke aanvraag die binnenkomt.',
    rating: 5,
  },
  {
    name: 'Joris van Dam',
    role: 'Bakker en eigenaar',
    company: 'Bakkerij Korrel',
    location: 'Zeist',
    companyUrl: 'https://www.bakkerijkorrel.nl',
    text: 'De kassa en de bestelpagina schelen me elke ochtend een uur. Het ontwerp kostte een ronde meer dan gepland, maar het resultaat is precies mijn bakkerij.',
    rating: 4,
  },
];
