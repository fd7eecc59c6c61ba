// @ts-check
// The REST reference's page script (served by the gateway as is): Swagger UI over the API's own
// OpenAPI document. "Try it out" calls this site; "Authorize" takes a bearer token or an API key.
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('reference-config')?.textContent || '{}');
  // @ts-ignore: the bundle defines SwaggerUIBundle.
  window.SwaggerUIBundle({
    url: config.openApiUrl,
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
    persistAuthorization: false,
  });
})();
