// @ts-check
// GraphiQL's page script (served by the gateway as is, no build step): signs GraphiQL's requests
// in with the visitor's session on this site, then starts GraphiQL.
//
// A signed-in admin or customer has a refresh-token cookie; this script exchanges it for an access
// token (the refreshToken mutation, as the site itself does), adds `Authorization: Bearer …` to
// GraphiQL's requests to /graphql, renews the token a minute before it expires and once more when
// the server answers 401. A visitor has no session and sees public fields only. A header typed in
// GraphiQL's Headers tab (an API key, another token) wins over the session's.
//
// It also shows what the last query cost, from the answer's `extensions.cost` (which the response
// pane shows in full too): the estimate it was admitted on, what it really returned and, with an
// API key, what is left of the key's budget this minute.
(function () {
  'use strict';
  var configElement = document.getElementById('graphiql-config');
  var config = JSON.parse((configElement && configElement.textContent) || '{}');
  var endpoint = new URL('/graphql', location.href).href;
  // The gateway trusts this exact document (GRAPHIQL_SESSION_DOCUMENT): it runs before any sign-in.
  var REFRESH = config.sessionDocument;
  var RENEW_BEFORE_MS = 60000;
  var originalFetch = window.fetch.bind(window);
  /** @type {string | null} */
  var token = null;
  var expiresAt = 0;
  /** @type {Promise<void> | null} */
  var refreshing = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  var renewTimer;

  /** @param {string} text */
  function showStatus(text) {
    var status = document.getElementById('fm-session-status');
    if (status) status.textContent = text;
  }

  /**
   * The line under the session's: the last query's cost, or nothing when its answer has none.
   * @param {any} cost
   */
  function showCost(cost) {
    var line = document.getElementById('fm-cost-status');
    if (!line) return;
    if (!cost || typeof cost.requestedQueryCost !== 'number') {
      line.textContent = '';
      return;
    }
    var text =
      'Last query cost: ' +
      (typeof cost.actualQueryCost === 'number' ? cost.actualQueryCost + ' actual, ' : 'not run, ') +
      cost.requestedQueryCost +
      ' requested';
    var budget = cost.throttleStatus;
    if (budget) {
      text +=
        ' · API key budget: ' +
        budget.currentlyAvailable +
        ' of ' +
        budget.maximumAvailable +
        ' points left, renews in ' +
        budget.resetInSeconds +
        ' s';
    }
    line.textContent = text;
  }

  /**
   * Reads the cost off an answer without consuming it (GraphiQL reads the original). GraphiQL's own
   * schema introspection is left out: it is not the query the user ran.
   * @param {Response} response
   * @param {RequestInit | undefined} init
   */
  function noteCost(response, init) {
    var body = init && typeof init.body === 'string' ? init.body : '';
    if (body.indexOf('IntrospectionQuery') !== -1) return;
    if ((response.headers.get('content-type') || '').indexOf('json') === -1) return;
    response
      .clone()
      .json()
      .then(function (result) {
        showCost(result && result.extensions && result.extensions.cost);
      })
      .catch(function () {
        showCost(null);
      });
  }

  /** @param {string} jwt */
  function expiryOf(jwt) {
    try {
      var payload = JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
      return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
    } catch (e) {
      return 0;
    }
  }

  function refresh() {
    if (refreshing) return refreshing;
    refreshing = originalFetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ query: REFRESH }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        var payload = body && body.data && body.data.refreshToken;
        if (payload && payload.accessToken) {
          token = payload.accessToken;
          expiresAt = expiryOf(payload.accessToken);
          showStatus('Signed in as ' + payload.user.name + ' (' + payload.user.role + '): requests carry your session.');
          clearTimeout(renewTimer);
          if (expiresAt) renewTimer = setTimeout(refresh, Math.max(expiresAt - Date.now() - RENEW_BEFORE_MS, 5000));
        } else {
          token = null;
          showStatus('Not signed in: public fields only. Sign in on this site, or send a bearer token in the Headers tab.');
        }
      })
      .catch(function () {
        token = null;
        showStatus('Could not reach the session: public fields only.');
      })
      .finally(function () {
        refreshing = null;
      });
    return refreshing;
  }

  var firstRefresh = refresh();

  /**
   * @param {RequestInfo | URL} input
   * @param {RequestInit} [init]
   */
  window.fetch = function (input, init) {
    var url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.href !== endpoint) return originalFetch(input, init);
    return firstRefresh.then(function () {
      var renew = token && expiresAt && Date.now() > expiresAt - RENEW_BEFORE_MS ? refresh() : Promise.resolve();
      return renew.then(function () {
        /** @param {string | null} bearer */
        function send(bearer) {
          var headers = new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined));
          var ours = !headers.has('authorization') && bearer !== null;
          if (ours) headers.set('authorization', 'Bearer ' + bearer);
          // Where the gateway accepts only the apps' documents, it accepts any from staff in GraphiQL.
          headers.set('x-freshmeals-graphiql', '1');
          return originalFetch(input, Object.assign({}, init, { headers: headers })).then(function (response) {
            noteCost(response, init);
            return { response: response, ours: ours };
          });
        }
        return send(token).then(function (first) {
          if (first.response.status !== 401 || !first.ours) return first.response;
          return refresh().then(function () {
            return send(token).then(function (second) {
              return second.response;
            });
          });
        });
      });
    });
  };

  var workers = config.workers || {};
  // @ts-ignore: Monaco reads its workers' URLs from this global.
  self.MonacoEnvironment = {
    globalAPI: false,
    /** @param {string} _moduleId @param {string} label */
    getWorkerUrl: function (_moduleId, label) {
      return workers[label] || workers.editorWorkerService;
    },
  };
  // @ts-ignore: the bundle defines YogaGraphiQL.
  window.YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), config.graphiql);
})();
