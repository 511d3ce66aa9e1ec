/**
 * The page frame the bff serves at `/template/` for external systems (shop, job portal), and the markers in it
 * that such a system replaces: its own head elements (title, meta, styles) and its content.
 */
export const TEMPLATE_MARKERS = {
  /** At the end of `<head>`: the system's title, meta tags and stylesheets go here. */
  head: '<!-- amb:head -->',
  /** The only child of `<main id="amb-main">`: the system's content goes here. */
  content: '<!-- amb:content -->',
} as const;

/** Query of `/shared-modules/nav` and `/shared-modules/footer` for the self-contained variant another host embeds. */
export const EMBED_QUERY = { embed: '1' } as const;
