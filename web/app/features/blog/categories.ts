/** The blog's three categories: keys in URLs and front matter, labels on the pages. */
export const categories = {
  startup: 'Startup',
  branding: 'Branding & Design',
  development: 'Development & Systemen',
} as const;

export type Category = keyof typeof categories;
export const categoryKeys = Object.keys(categories) as Category[];

/** The overview's filter: every category, or one. */
export type CategoryFilter = 'all' | Category;
export const categoryFilters: readonly { key: CategoryFilter; label: string }[] = [
  { key: 'all', label: 'Alle artikelen' },
  ...categoryKeys.map((key) => ({ key, label: categories[key] })),
];

/** What the overview, the sidebar and the related-article cards need of an article; never its body. */
export type ArticleSummary = {
  slug: string;
  title: string;
  category: Category;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** When the article was last brought up to date (ISO date); the cards show it when there is one. */
  updated?: string;
  excerpt: string;
  featured: boolean;
  readMinutes: number;
  image: ArticleImage;
};

/** The PNG for social sharing, with WebP versions (800 and 400 wide) beside it when the build generated them. */
export type ArticleImage = { png: string; webp?: string; webpSmall?: string };

export const articlePath = (slug: string) => `/blog/${slug}`;

export function readTimeLabel(minutes: number): string {
  return `${minutes} min leestijd`;
}
