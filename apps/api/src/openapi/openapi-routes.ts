import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

/** The documentation's own routes, which are not API operations and so not in the document. */
export const DOCUMENTATION_ROUTES = {
  document: '/openapi.json',
  page: '/docs',
  asset: '/docs/:asset',
} as const;

/**
 * swagger-ui-dist stays an npm dependency (external to the dist bundle), so it is resolved from
 * node_modules at run time, from the source tree and from apps/api/dist alike.
 */
const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const SWAGGER_UI_ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const INIT_SCRIPT_NAME = 'docs-init.js';
/** Served as a file because the Content-Security-Policy allows no inline script. */
const INIT_SCRIPT = `"use strict";
const root = document.getElementById("swagger-ui");
window.ui = SwaggerUIBundle({
  url: root.dataset.specUrl,
  domNode: root,
  deepLinking: true,
  validatorUrl: null,
});
`;

function docsPage(basePath: string): string {
  const assets = `${basePath}/docs`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Drum Academy API</title>
    <link rel="stylesheet" href="${assets}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${assets}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui" data-spec-url="${basePath}${DOCUMENTATION_ROUTES.document}"></div>
    <script src="${assets}/swagger-ui-bundle.js"></script>
    <script src="${assets}/${INIT_SCRIPT_NAME}"></script>
  </body>
</html>
`;
}

/** GET /openapi.json (the OpenAPI 3.1 document) and /docs (Swagger UI, self-hosted). */
export function openApiRoutes(options: { secureCookies: boolean }): Router {
  const router = Router();
  // Built on first use: generating every schema costs more than an app that never serves it needs.
  let document: OpenApiDocument | undefined;

  router.get(DOCUMENTATION_ROUTES.document, (req, res) => {
    document ??= buildOpenApiDocument({ basePath: req.baseUrl, ...options });
    res.json(document);
  });

  router.get(DOCUMENTATION_ROUTES.page, (req, res) => {
    res.type('html').send(docsPage(req.baseUrl));
  });

  router.get(DOCUMENTATION_ROUTES.asset, (req, res, next) => {
    const { asset } = req.params;
    if (asset === INIT_SCRIPT_NAME) {
      res.type('js').send(INIT_SCRIPT);
    } else if (SWAGGER_UI_ASSETS.has(asset)) {
      // With `root`, send's dotfile check skips the directory, which pnpm keeps under .pnpm/.
      res.sendFile(asset, { root: swaggerUiDir, maxAge: '1d' });
    } else {
      next();
    }
  });

  return router;
}
