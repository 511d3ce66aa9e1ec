// HAProxy (Debian package) in front of the cluster: one frontend per site over the bff processes, and one for
// the api over the api processes, which the bffs use as their API_URL. Health checks every half second take a
// process that stopped answering out within about a second; a request whose connection fails is tried on
// another process. Its own error pages are German (the bff's words for a page, the api's JSON for a call).
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { MESSAGES } = require('@amb/shared-contracts');

/** Where Debian puts HAProxy: a PATH without the sbin folders (a minimal CI shell) still finds it. */
const DEBIAN_HAPROXY = '/usr/sbin/haproxy';

/** Is HAProxy installed (scripts/ensure-system.sh installs it)? */
function haproxyBin() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return existsSync(DEBIAN_HAPROXY) ? DEBIAN_HAPROXY : null;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A raw HTTP response for HAProxy's `errorfile`. */
function httpResponse(status, reason, type, body) {
  const bytes = Buffer.from(body, 'utf8');
  return Buffer.concat([
    Buffer.from(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\n` +
        'Cache-Control: no-store\r\nRetry-After: 2\r\nConnection: close\r\n\r\n',
    ),
    bytes,
  ]);
}

function pageError(status, reason, text) {
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(MESSAGES.unavailableTitle)}</title></head><body><main id="amb-main">` +
    `<h1>${escapeHtml(MESSAGES.unavailableTitle)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
  return httpResponse(status, reason, 'text/html; charset=utf-8', html);
}

function apiError(status, reason, code, message) {
  return httpResponse(status, reason, 'application/json; charset=utf-8', JSON.stringify({ error: { code, message } }));
}

/** Writes the German error pages into `dir`; returns the `errorfile` lines of the site and api sections. */
function writeErrorFiles(dir) {
  const files = {
    site: {
      502: pageError(502, 'Bad Gateway', MESSAGES.unavailableText),
      503: pageError(503, 'Service Unavailable', MESSAGES.unavailableText),
      504: pageError(504, 'Gateway Timeout', MESSAGES.pageTimeout),
    },
    api: {
      502: apiError(502, 'Bad Gateway', 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable),
      503: apiError(503, 'Service Unavailable', 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable),
      504: apiError(504, 'Gateway Timeout', 'UPSTREAM_TIMEOUT', MESSAGES.apiTimeout),
    },
  };
  const lines = {};
  for (const [kind, byStatus] of Object.entries(files)) {
    lines[kind] = Object.entries(byStatus).map(([status, content]) => {
      const file = path.join(dir, `${kind}-${status}.http`);
      writeFileSync(file, content);
      return `  errorfile ${status} ${file}`;
    });
  }
  return lines;
}

/**
 * The configuration. `sites`: { main: { port, servers: [port, …] }, … }; `api`: { port, servers: [port, …] };
 * `statsPort`: HAProxy's own status page (CSV at /;csv), on the loopback only.
 */
function haproxyConfig({ dir, sites, api, statsPort }) {
  const errors = writeErrorFiles(dir);
  const check = 'check inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2';
  // A process that ended refuses the check's connection at once (out within about a second); one that is only
  // busy may take a while to answer it: under a burst of checkouts /healthz waits for a database connection.
  // Alive means answering: a bff says 503 while its api is unreachable, an api while its database is. Kept in
  // the pool, they answer that in German themselves; a process that does not answer at all goes out.
  const health = [
    '  option httpchk GET /healthz',
    '  http-check expect rstatus ^(200|503)$',
    // A request whose answer got lost (the process ended after reading it) is sent again only when doing it twice
    // changes nothing: reads, and writes with an Idempotency-Key (the checkout); a form is never sent twice.
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS !{ req.hdr(idempotency-key) -m found }',
  ];
  const lines = [
    // In the foreground (-db) HAProxy writes its alerts and warnings (a server going down or up) to stderr.
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    // Longer than the bff's deadline for a proxied call (API_PROXY_TIMEOUT_MS, 15 s): the bff answers first.
    '  timeout server 20s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 3s',
    // A request whose connection fails (a process that just ended) goes to another process; see also the backends.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  balance leastconn',
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
  ];
  for (const [site, { port, servers }] of Object.entries(sites)) {
    lines.push(
      `frontend site_${site}`,
      `  bind 127.0.0.1:${port}`,
      // The bff learns the visitor's address from here (TRUST_PROXY=loopback).
      '  option forwardfor',
      ...errors.site,
      `  default_backend bff_${site}`,
      `backend bff_${site}`,
      ...health,
      ...servers.map((server, i) => `  server bff${i + 1} 127.0.0.1:${server} ${check}`),
    );
  }
  lines.push(
    'frontend api',
    `  bind 127.0.0.1:${api.port}`,
    // No forwardfor: the api believes the X-Forwarded-For the bff wrote (its one trusted hop).
    ...errors.api,
    '  default_backend api',
    'backend api',
    ...health,
    ...api.servers.map((server, i) => `  server api${i + 1} 127.0.0.1:${server} ${check}`),
  );
  return `${lines.join('\n')}\n`;
}

/** Starts HAProxy in the foreground with the configuration written to `<dir>/haproxy.cfg`. */
function startHaproxy({ dir, log, ...config }) {
  const bin = haproxyBin();
  if (!bin) throw new Error('HAProxy fehlt (Debian-Paket haproxy): bitte scripts/ensure-system.sh ausführen.');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ dir, ...config }));
  const checked = spawnSync(bin, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`HAProxy-Konfiguration ungültig:\n${checked.stderr}`);
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) log(`[haproxy] ${line}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return child;
}

/** The state HAProxy's checks give each server ({ 'api/api1': 'UP', … }), from its status page. */
async function serverStates(statsPort) {
  const response = await fetch(`http://127.0.0.1:${statsPort}/;csv`);
  const [header, ...rows] = (await response.text()).replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const at = (name) => columns.indexOf(name);
  const states = {};
  for (const row of rows.map((line) => line.split(','))) {
    const [proxy, server, status] = [row[at('pxname')], row[at('svname')], row[at('status')]];
    if (server !== 'FRONTEND' && server !== 'BACKEND') states[`${proxy}/${server}`] = status;
  }
  return states;
}

module.exports = { haproxyBin, haproxyConfig, startHaproxy, serverStates };
