import { createContext, use, type ComponentType } from 'react';

// undefined only as an object's value: JSON leaves the key out, and the client reads it back as undefined.
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** Serializable props only: they travel as JSON in the page and must come back equal on the client. */
export type IslandProps = { readonly [key: string]: Json | undefined };

/** How the registry (web/app/islands.ts) names an island's component: a dynamic import, one chunk each. */
export type IslandLoader = () => Promise<ComponentType<never>>;

/**
 * Every island by name, filled in by web/app/islands.ts (`declare module`), the one place an island is
 * declared: this floor (lib/) cannot import the components, but the types of their props reach it this way.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the registry's declaration
export interface IslandRegistry {}

export type IslandName = keyof IslandRegistry & string;
type ComponentOf<N extends IslandName> = IslandRegistry[N] extends () => Promise<infer C> ? C : never;
/** A component's props; `{}` for one that takes none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the props of a component without any
export type PropsOfComponent<C> = C extends () => unknown ? {} : C extends ComponentType<infer P> ? P : never;
export type IslandPropsOf<N extends IslandName> = PropsOfComponent<ComponentOf<N>> & IslandProps;

/**
 * The island components, loaded, for the prerender (web/app/entry.server.tsx provides them): a content
 * page's HTML holds each island's markup, rendered by the same component the browser hydrates.
 */
export const IslandComponents = createContext<ReadonlyMap<string, ComponentType<never>> | null>(null);

/**
 * Marks a component as an island: on a content page (a route without `handle.hydrate`) only these parts
 * are hydrated, each on its own root, by web/app/entry.islands.ts. The props go beside the markup as JSON
 * in an attribute (never an inline script: the Content-Security-Policy allows none).
 *
 * An island renders the same markup in the whole-page prerender as alone on the client. The lint holds
 * the rules that follow from that for everything under features/, components/ and lib/: no router (no
 * Link, useLocation), no useId (its ids depend on the position in the tree; ids come from props or are
 * fixed), no <link> or <meta> (React hoists them into the head).
 */
export function Island<N extends IslandName>({
  name,
  props,
  inMarkup,
}: {
  name: N;
  props: IslandPropsOf<N>;
  /**
   * Props the prerender renders with but the page does not carry as JSON, because the component reads them
   * back from its own markup on the client (the article's contents, its list of links): the same text twice
   * cost a page some 0.15 KB of its first round trip.
   */
  inMarkup?: Partial<IslandPropsOf<N>>;
}) {
  const components = use(IslandComponents);
  const Component = components?.get(name) as ComponentType<IslandProps> | undefined;
  if (!Component) throw new Error(`Eiland ${name} is niet geladen: eilanden worden alleen voorgerenderd`);
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      <Component {...props} {...inMarkup} />
    </div>
  );
}
