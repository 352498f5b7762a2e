#!/bin/sh
# Tests deploy/pgbackrest: a PostgreSQL 15 cluster of its own (port 5491), WAL archived with
# pgbackrest.conf and postgresql.conf as shipped (paths moved into a scratch folder), a full backup,
# rows written before and after a moment T, then a restore to T: the rows before are there, the
# rows after are not. Never touches another cluster. Run as root: sh deploy/pgbackrest/check.sh
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
NAME=pgbr_check
PORT=5491
WORK=$(mktemp -d /tmp/pgbackrest-check-XXXXXX)
chown postgres "$WORK"
cleanup() {
  pg_dropcluster --stop 15 "$NAME" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
pg_dropcluster --stop 15 "$NAME" 2>/dev/null || true

pg_createcluster 15 "$NAME" --port "$PORT" -- --auth=trust >/dev/null
DATA=/var/lib/postgresql/15/$NAME
# The shipped configuration, with the scratch folder's paths and the cluster's port.
sed -e "s#^repo1-path=.*#repo1-path=$WORK/repo#" -e "s#^spool-path=.*#spool-path=$WORK/spool#" \
    -e "s#^pg1-path=.*#pg1-path=$DATA#" -e "s#^pg1-port=.*#pg1-port=$PORT#" \
    -e "s#^log-level-file=.*#log-level-file=off#" \
    "$HERE/pgbackrest.conf" > "$WORK/pgbackrest.conf"
chown postgres "$WORK/pgbackrest.conf"
sed -e "s#pgbackrest --stanza#pgbackrest --config=$WORK/pgbackrest.conf --stanza#" "$HERE/postgresql.conf" > /etc/postgresql/15/$NAME/conf.d/pgbackrest.conf
BR="pgbackrest --config=$WORK/pgbackrest.conf --stanza=lumina"
pg_ctlcluster --skip-systemctl-redirect 15 "$NAME" start
psql() { su postgres -c "psql -p $PORT -qAtX -c \"$1\" postgres"; }

su postgres -c "$BR stanza-create" >/dev/null
su postgres -c "$BR check" >/dev/null
psql "create table ledger(id serial primary key, note text, at timestamptz default now())"
psql "insert into ledger(note) select 'before backup' from generate_series(1, 1000)"
su postgres -c "$BR --type=full backup" >/dev/null
psql "insert into ledger(note) select 'before T' from generate_series(1, 500)"
sleep 1
T=$(psql "select now()")
sleep 1
psql "insert into ledger(note) select 'after T' from generate_series(1, 700)"
psql "select pg_switch_wal()" >/dev/null
su postgres -c "$BR check" >/dev/null

pg_ctlcluster --skip-systemctl-redirect 15 "$NAME" stop
su postgres -c "$BR --delta --type=time '--target=$T' --target-action=promote restore" >/dev/null
pg_ctlcluster --skip-systemctl-redirect 15 "$NAME" start
for i in $(seq 1 30); do
  [ "$(psql 'select pg_is_in_recovery()' 2>/dev/null || echo t)" = "f" ] && break
  sleep 1
done
COUNTS=$(psql "select count(*) filter (where note <> 'after T') || ' ' || count(*) filter (where note = 'after T') from ledger")
if [ "$COUNTS" != "1500 0" ]; then
  echo "pgbackrest check FAILED: restored to $T, expected 1500 rows before it and none after, got $COUNTS" >&2
  exit 1
fi
echo "pgbackrest check: full backup, WAL archived, restored to $T: the 1500 rows before it, none of the 700 after"
