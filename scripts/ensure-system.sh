#!/usr/bin/env bash
# Installs and starts what the tests need from Debian when it is missing: Chromium (for puppeteer),
# PostgreSQL 15 (second dialect of the api tests, and the cluster's database) and HAProxy (the load balancer
# of `npm run start:cluster` and of the cluster's chaos tests). Idempotent; prints the PostgreSQL URL to use.
set -euo pipefail

PG_USER=${AMB_PG_USER:-amb}
PG_PASSWORD=${AMB_PG_PASSWORD:-amb}
PG_DB=${AMB_PG_DB:-amb_test}

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
{ command -v haproxy || [ -x /usr/sbin/haproxy ]; } >/dev/null 2>&1 || need+=(haproxy)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Fehlende Debian-Pakete: ${need[*]} — bitte als root ausführen: apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  echo "Installiere ${need[*]} …" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# Start the first PostgreSQL cluster if it is not running.
cluster=$(pg_lsclusters -h 2>/dev/null | head -n 1 || true)
if [ -z "$cluster" ]; then
  ver=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  pg_createcluster "$ver" main >/dev/null
  cluster=$(pg_lsclusters -h | head -n 1)
fi
ver=$(echo "$cluster" | awk '{print $1}')
name=$(echo "$cluster" | awk '{print $2}')
port=$(echo "$cluster" | awk '{print $3}')
status=$(echo "$cluster" | awk '{print $4}')
if [ "$status" != "online" ]; then
  pg_ctlcluster --skip-systemctl-redirect "$ver" "$name" start >&2
fi
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q -p $port" && break
  sleep 0.5
done

psql_admin() { su postgres -c "psql -p $port -qtAc \"$1\""; }
if [ "$(psql_admin "SELECT 1 FROM pg_roles WHERE rolname='$PG_USER'")" != "1" ]; then
  psql_admin "CREATE ROLE $PG_USER LOGIN PASSWORD '$PG_PASSWORD' CREATEDB" >/dev/null
fi
if [ "$(psql_admin "SELECT 1 FROM pg_database WHERE datname='$PG_DB'")" != "1" ]; then
  psql_admin "CREATE DATABASE $PG_DB OWNER $PG_USER" >/dev/null
fi
echo "postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$port/$PG_DB"
