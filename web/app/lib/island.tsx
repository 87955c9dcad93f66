import type { ComponentType } from 'react';

// undefined only as an object's value: JSON leaves the key out, and the client reads it back as undefined.
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** Serializable props only: they travel as JSON in the page and must come back equal on the client. */
export type IslandProps = { readonly [key: string]: Json };

/**
 * Marks a component as an island: on content pages the router's scripts are taken out after the build
 * (web/scripts/islands.ts) and only these parts are hydrated, each on its own with `hydrateRoot`, by
 * web/app/entry.islands.tsx, which maps `name` to the same component. The props go beside the markup as
 * JSON in an attribute (never an inline script: the Content-Security-Policy allows none).
 *
 * An island renders the same markup in the whole-page prerender as alone on the client, so it must not
 * read router context (no Link, useLocation), must not call useId (its ids depend on the position in the
 * tree, which differs between the two renders; ids come from props) and must not render <link> or <meta>,
 * which React hoists into the head. On the hydrated apps (/start, /contact) the wrapper is plain markup
 * and the component runs inside the router like any other.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
