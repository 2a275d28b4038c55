/**
 * The request header with which a guardian's call serves one of their children, on the
 * operations marked `actsForChild` (docs/product/families.md). The web app sends it from the tab
 * where the guardian chose the child, so two tabs may look after two children at once. Its value
 * is the child's member id (`ZActingFor`). No zod here: the web's HTTP client reads it.
 */
export const ACTING_FOR_HEADER = 'X-Acting-For';
